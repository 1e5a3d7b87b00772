import type { DocData } from './port';

/**
 * What both adapters store for a document: the id is the address, not a field, and
 * undefined properties are dropped (Firestore rejects them, JSON loses them).
 */
export function toStoredData(data: DocData): DocData {
  const stored: DocData = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'id' || value === undefined) continue;
    stored[key] = value;
  }
  return stored;
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
