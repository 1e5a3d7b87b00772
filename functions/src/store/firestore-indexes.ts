import type { Query } from './port';
import { queryOrder } from './query-order';

/** A composite index as firestore.indexes.json declares it. */
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: ({ fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' })[];
}

const EQUALITY = new Set(['==', 'in']);

/**
 * The composite index Firestore needs to run this query (as the Firestore adapter sends it: its filters,
 * then `queryOrder`), or null when the automatic single-field indexes serve it: filters on one field with
 * at most an order on that field, or equality filters only (==, in, array-contains), which Firestore
 * merges. Otherwise: the equality and array-contains fields in the order the query lists them (any order
 * serves; this one keeps the declarations readable), then the order with its directions.
 */
export function requiredIndex(collection: string, query: Query = {}): CompositeIndex | null {
  const where = query.where ?? [];
  const order = queryOrder(query);
  const fields = new Set([...where.map(([field]) => field), ...order.map((o) => o.field)]);
  if (fields.size <= 1 || order.length === 0) return null;
  const selecting = where.filter(([, op]) => EQUALITY.has(op) || op === 'array-contains');
  const seen = new Set<string>();
  const prefix: CompositeIndex['fields'] = [];
  for (const [fieldPath, op] of selecting) {
    if (seen.has(fieldPath)) continue;
    seen.add(fieldPath);
    prefix.push(op === 'array-contains' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: 'ASCENDING' });
  }
  return {
    collectionGroup: collection,
    queryScope: 'COLLECTION',
    fields: [...prefix, ...order.map((o) => ({ fieldPath: o.field, order: o.direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const) }))],
  };
}

/** The index as one comparable string. */
export function indexKey(index: CompositeIndex): string {
  return JSON.stringify([index.collectionGroup, index.queryScope, index.fields]);
}
