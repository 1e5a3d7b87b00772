import type { DocData } from './port';

/**
 * What both adapters store for a document: the id is the address, not a field, and
 * undefined is dropped at any depth (as JSON does; Firestore would reject it).
 */
export function toStoredData(data: DocData): DocData {
  const { id: _id, ...fields } = data;
  return withoutUndefined(fields) as DocData;
}

function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : withoutUndefined(item)));
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) result[key] = withoutUndefined(item);
  }
  return result;
}

/** An update patch names top-level fields only, so both adapters merge it the same way. */
export function toStoredPatch(patch: DocData): DocData {
  for (const key of Object.keys(patch)) {
    if (key.includes('.')) throw new Error(`update() takes top-level fields only, got "${key}"`);
  }
  return toStoredData(patch);
}

export function readsAfterWriteError(): Error {
  return new Error('Transaction reads must come before writes');
}

/** Query.select names top-level fields only, so both adapters project the same way. */
export function selectedFields(fields: string[]): string[] {
  for (const field of fields) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`select() takes top-level field names only, got "${field}"`);
  }
  return fields;
}
