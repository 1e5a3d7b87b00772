import { createHash } from 'node:crypto';
import type { DocData, WithId } from './port';

/** The length of a watch cursor: 16 hex characters (64 bits of SHA-256). */
export const CURSOR_PATTERN = /^[0-9a-f]{16}$/;

/**
 * The fingerprint `watch` compares: the ids and data of the documents a query returns, in order, keys
 * sorted so that the adapters' field order does not matter. Equal answers, equal cursors.
 */
export function answerCursor(docs: WithId<DocData>[]): string {
  return createHash('sha256').update(stableJson(docs)).digest('hex').slice(0, 16);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries = Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`);
  return `{${entries.join(',')}}`;
}
