import type { DocData, Query, WithId } from './port';

export interface OrderTerm {
  field: string;
  direction: 'asc' | 'desc';
}

const RANGE_OPS = new Set(['<', '<=', '>', '>=', '!=']);

/**
 * The order Firestore gives a query's results, id excepted (it comes last, in the last direction): the
 * orderBy fields, then the fields of range filters that are not ordered, by field name, in the direction of
 * the last orderBy (ascending without one). Both adapters order, and resume a keyset page, by this.
 */
export function queryOrder(query: Query = {}): OrderTerm[] {
  const terms: OrderTerm[] = (query.orderBy ?? []).map((o) => ({ field: o.field, direction: o.direction ?? 'asc' }));
  const direction = terms.at(-1)?.direction ?? 'asc';
  const ordered = new Set(terms.map((t) => t.field));
  const ranged = [...new Set((query.where ?? []).filter(([field, op]) => RANGE_OPS.has(op) && !ordered.has(field)).map(([field]) => field))];
  for (const field of ranged.sort()) terms.push({ field, direction });
  return terms;
}

/** The direction of the final tie-break by id. */
export function idDirection(query: Query = {}): 'asc' | 'desc' {
  return queryOrder(query).at(-1)?.direction ?? 'asc';
}

/** A document's position in the query's order, for `startAfter` on the next page. */
export function positionOf(query: Query, doc: WithId<DocData>): (string | number)[] {
  const values = queryOrder(query).map(({ field }) => {
    const value = valueAt(doc, field);
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`positionOf: "${field}" must hold a string or a number to resume after the document ${doc.id}`);
    }
    return value;
  });
  return [...values, doc.id];
}

/** The startAfter values, checked against the query's order: one per ordered field, then the id. */
export function startAfterValues(query: Query): (string | number)[] | undefined {
  const after = query.startAfter;
  if (after === undefined) return undefined;
  const expected = queryOrder(query).length + 1;
  if (after.length !== expected) throw new Error(`startAfter takes ${expected} values (the order's fields, then the id), got ${after.length}`);
  if (!after.every((v) => typeof v === 'string' || typeof v === 'number')) throw new Error('startAfter values are strings or numbers');
  if (typeof after.at(-1) !== 'string') throw new Error('startAfter ends with the document id');
  return after as (string | number)[];
}

function valueAt(doc: DocData, path: string): unknown {
  let value: unknown = doc;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as DocData)[segment];
  }
  return value;
}
