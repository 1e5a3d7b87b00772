import type { BadgeTone } from '../quote-status';

/** A status field read from stored data: any unknown value reads as `fallback`; labels and tones follow. */
export function statusVocabulary<S extends string>(values: readonly S[], labels: Record<S, string>, tones: Record<S, BadgeTone>, fallback: S) {
  const normalize = (value: unknown): S => ((values as readonly unknown[]).includes(value) ? (value as S) : fallback);
  return { normalize, label: (value: unknown) => labels[normalize(value)], tone: (value: unknown) => tones[normalize(value)] };
}

/** A transition table as a function: the status after the event, or null when the event is not allowed. */
export function transitionsOf<S extends string, E extends string>(table: Record<S, Partial<Record<E, S>>>, normalize: (value: unknown) => S) {
  return (from: unknown, event: E): S | null => table[normalize(from)][event] ?? null;
}
