import type { Query, Where } from './port';

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

function condition([field, op, value]: Where, params: unknown[]): string {
  switch (op) {
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
 * The SELECT for a query over one collection, ordered like Firestore: explicit orderBy
 * fields (documents missing one are left out), then inequality fields, then the id.
 * Mixed types order as null < numbers < strings; booleans sort as 0/1 among numbers.
 * `unordered` leaves out ORDER BY and LIMIT (for counting the whole match).
 */
export function buildSelect(columns: string, collection: string, query: Query = {}, options: { unordered?: boolean } = {}): SqlQuery {
  const params: unknown[] = [collection];
  const conditions = ['collection = ?'];
  for (const where of query.where ?? []) conditions.push(condition(where, params));

  const orderBy = query.orderBy ?? [];
  const ordered = new Set(orderBy.map((o) => o.field));
  // "The field exists", written so that an expression index answers it for every value but null.
  for (const field of ordered) conditions.push(`(${fieldValue(field)} IS NOT NULL OR ${fieldType(field)} = 'null')`);

  if (options.unordered) return { sql: `SELECT ${columns} FROM documents WHERE ${conditions.join(' AND ')}`, params };

  const lastDirection = orderBy.length > 0 ? (orderBy[orderBy.length - 1]?.direction ?? 'asc') : 'asc';
  const terms = orderBy.map((o) => `${fieldValue(o.field)} ${(o.direction ?? 'asc').toUpperCase()}`);
  for (const [field, op] of query.where ?? []) {
    if ((RANGE_OPS.has(op) || op === '!=') && !ordered.has(field)) {
      ordered.add(field);
      terms.push(`${fieldValue(field)} ${lastDirection.toUpperCase()}`);
    }
  }
  terms.push(`id ${lastDirection.toUpperCase()}`);

  let sql = `SELECT ${columns} FROM documents WHERE ${conditions.join(' AND ')} ORDER BY ${terms.join(', ')}`;
  if (query.limit !== undefined || query.offset !== undefined) {
    sql += ' LIMIT ? OFFSET ?';
    params.push(query.limit ?? -1, query.offset ?? 0);
  }
  return { sql, params };
}
