import type { Query, Where } from './port';
import { idDirection, queryOrder, startAfterValues } from './query-order';

/** SQL text plus its bound parameters. */
export interface SqlQuery {
  sql: string;
  params: unknown[];
}

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RANGE_OPS = new Set(['<', '<=', '>', '>=']);
const NUMBER_TYPES = "('integer','real')";

/**
 * `json_extract(data, '$.a.b')`. Paths are inlined, not bound, so that queries match the
 * expression indexes; hence the strict check (it also keeps SQL out of field names).
 */
export function fieldValue(field: string): string {
  return `json_extract(data, '${jsonPath(field)}')`;
}

/** `json_type(...)`: NULL when the field is missing, 'null' when it holds null. */
export function fieldType(field: string): string {
  return `json_type(data, '${jsonPath(field)}')`;
}

function jsonPath(field: string): string {
  const segments = field.split('.');
  if (!segments.every((segment) => SEGMENT.test(segment))) throw new Error(`Unsupported field path "${field}"`);
  return `$.${segments.join('.')}`;
}

/**
 * json_extract() gives TEXT for strings and for objects or arrays (their JSON, starting with '{' or '['),
 * and 1/0 for true/false. So a bare comparison is exact for a string not starting with '{' or '[' and for
 * a number other than 0 and 1; then no json_type() check is needed, and an index answers alone.
 */
function unambiguousString(value: string): boolean {
  return !value.startsWith('{') && !value.startsWith('[');
}

function unambiguousNumber(value: number): boolean {
  return value !== 0 && value !== 1;
}

/** Firestore matches values of the same type only: 1 is not '1', and not true. */
function equals(field: string, value: unknown, params: unknown[]): string {
  if (value === null) return `${fieldType(field)} = 'null'`;
  if (typeof value === 'boolean') return `${fieldType(field)} = '${value ? 'true' : 'false'}'`;
  if (typeof value === 'number') {
    params.push(value);
    if (unambiguousNumber(value)) return `${fieldValue(field)} = ?`;
    return `(${fieldValue(field)} = ? AND ${fieldType(field)} IN ${NUMBER_TYPES})`;
  }
  if (typeof value === 'string') {
    params.push(value);
    if (unambiguousString(value)) return `${fieldValue(field)} = ?`;
    return `(${fieldValue(field)} = ? AND ${fieldType(field)} = 'text')`;
  }
  throw new Error(`Unsupported value in a filter on "${field}": only strings, numbers, booleans and null`);
}

function isIn(field: string, values: unknown, params: unknown[]): string {
  if (!Array.isArray(values) || values.length === 0) throw new Error(`'in' on "${field}" needs a non-empty array`);
  const strings = values.filter((v): v is string => typeof v === 'string');
  const others = values.filter((v) => typeof v !== 'string');
  const parts: string[] = [];
  if (strings.length > 0) {
    // One IN list so the planner can use an expression index on the field.
    params.push(...strings);
    const list = `${fieldValue(field)} IN (${strings.map(() => '?').join(', ')})`;
    parts.push(strings.every(unambiguousString) ? list : `(${list} AND ${fieldType(field)} = 'text')`);
  }
  for (const value of others) parts.push(equals(field, value, params));
  return `(${parts.join(' OR ')})`;
}

function range(field: string, op: string, value: unknown, params: unknown[]): string {
  if (typeof value === 'string' && (op === '<' || op === '<=') && value < '[') {
    // Numbers sort before '' and objects or arrays after '[': the bounds alone are exact, and an index serves them.
    params.push(value);
    return `(${fieldValue(field)} >= '' AND ${fieldValue(field)} ${op} ?)`;
  }
  let typeCheck: string;
  if (typeof value === 'number') typeCheck = `${fieldType(field)} IN ${NUMBER_TYPES}`;
  else if (typeof value === 'string') typeCheck = `${fieldType(field)} = 'text'`;
  else throw new Error(`Range filters on "${field}" take a string or a number`);
  params.push(value);
  return `(${typeCheck} AND ${fieldValue(field)} ${op} ?)`;
}

/**
 * The field holds an array with this value among its items (items of the same type only, as Firestore).
 * A top-level field is looked up in array_values (an index); a nested one is scanned with json_each.
 */
function arrayContains(collection: string, field: string, value: unknown, params: unknown[]): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`'array-contains' on "${field}" takes a string or a number`);
  jsonPath(field);
  if (!field.includes('.')) {
    params.push(collection, field, value);
    return 'id IN (SELECT id FROM array_values WHERE collection = ? AND field = ? AND value = ?)';
  }
  params.push(value);
  const typeCheck = typeof value === 'string' ? `type = 'text'` : `type IN ${NUMBER_TYPES}`;
  return `(${fieldType(field)} = 'array' AND EXISTS (SELECT 1 FROM json_each(data, '${jsonPath(field)}') WHERE value = ? AND ${typeCheck}))`;
}

function condition(collection: string, [field, op, value]: Where, params: unknown[]): string {
  switch (op) {
    case 'array-contains':
      return arrayContains(collection, field, value, params);
    case '==':
      return equals(field, value, params);
    case '!=': {
      // Like Firestore: documents without the field, or holding null, never match.
      const present = `${fieldType(field)} IS NOT NULL AND ${fieldType(field)} <> 'null'`;
      return value === null ? `(${present})` : `(${present} AND NOT ${equals(field, value, params)})`;
    }
    case 'in':
      return isIn(field, value, params);
    default:
      if (!RANGE_OPS.has(op)) throw new Error(`Unsupported operator "${op}"`);
      return range(field, op, value, params);
  }
}

/**
 * Keyset: rows after the position `after` in the order `terms` (then the id). One row-value comparison
 * when every term goes the same way (an index range seek), else the expanded OR of the prefixes.
 */
function after(terms: { expr: string; direction: 'asc' | 'desc' }[], values: unknown[], params: unknown[]): string {
  if (terms.every((t) => t.direction === terms[0]!.direction)) {
    const op = terms[0]!.direction === 'asc' ? '>' : '<';
    // The bound on the first term alone is what lets the index seek (SQLite does not seek on a row value of
    // expressions); the row value then settles the ties.
    params.push(values[0], ...values);
    return `(${terms[0]!.expr} ${op}= ? AND (${terms.map((t) => t.expr).join(', ')}) ${op} (${values.map(() => '?').join(', ')}))`;
  }
  const alternatives = terms.map((term, i) => {
    const equal = terms.slice(0, i).map((t, j) => {
      params.push(values[j]);
      return `${t.expr} = ?`;
    });
    params.push(values[i]);
    return `(${[...equal, `${term.expr} ${term.direction === 'asc' ? '>' : '<'} ?`].join(' AND ')})`;
  });
  return `(${alternatives.join(' OR ')})`;
}

/**
 * The SELECT for a query over one collection, ordered like Firestore (`queryOrder`: the orderBy fields,
 * documents missing one left out, then range fields by name, then the id), resumed after `startAfter`.
 * Mixed types order as null < numbers < strings; booleans sort as 0/1 among numbers.
 * `unordered` leaves out ORDER BY and LIMIT (for counting the whole match).
 */
export function buildSelect(columns: string, collection: string, query: Query = {}, options: { unordered?: boolean } = {}): SqlQuery {
  const params: unknown[] = [collection];
  const conditions = ['collection = ?'];
  for (const where of query.where ?? []) conditions.push(condition(collection, where, params));

  // "The field exists", written so that an expression index answers it for every value but null.
  for (const { field } of query.orderBy ?? []) conditions.push(`(${fieldValue(field)} IS NOT NULL OR ${fieldType(field)} = 'null')`);

  const terms = [...queryOrder(query).map((t) => ({ expr: fieldValue(t.field), direction: t.direction })), { expr: 'id', direction: idDirection(query) }];
  const startAfter = startAfterValues(query);
  if (startAfter) conditions.push(after(terms, startAfter, params));

  if (options.unordered) return { sql: `SELECT ${columns} FROM documents WHERE ${conditions.join(' AND ')}`, params };

  let sql = `SELECT ${columns} FROM documents WHERE ${conditions.join(' AND ')} ORDER BY ${terms.map((t) => `${t.expr} ${t.direction.toUpperCase()}`).join(', ')}`;
  if (query.limit !== undefined) {
    sql += ' LIMIT ?';
    params.push(query.limit);
  }
  return { sql, params };
}
