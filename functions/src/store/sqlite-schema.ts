import { fieldValue } from './sqlite-query';

/** Every string or number item of every top-level array, as array_values rows (written before version 4). */
const ARRAY_ITEMS_OF_ALL = `SELECT d.collection, f.key, item.value, d.id FROM documents d, json_each(d.data) f, json_each(f.value) item
  WHERE f.type = 'array' AND item.type IN ('text', 'integer', 'real')`;

/**
 * One table of JSON documents (stored as JSONB). Expression indexes cover the fields that
 * lists filter and sort on, so one owner's list stays an index range scan. Each index ends
 * with the id because Firestore breaks ties by document id.
 */
const INDEXED_FIELDS: string[][] = [
  ['user_id'],
  ['user_id', 'updated_at'],
  ['user_id', 'created_at'],
  ['client_account_id', 'updated_at'],
  ['public_id'],
  // A provider's list by status, the expiry job for one provider, and for all of them.
  ['user_id', 'status', 'created_at'],
  ['user_id', 'status', 'valid_until'],
  ['status', 'valid_until'],
  // Clients and services in name order.
  ['user_id', 'name_key'],
  // The request loop: a provider's requests by status, a client's requests and conversations, the directory.
  ['provider_user_id', 'status', 'created_at'],
  ['client_account_id', 'created_at'],
  ['company_key'],
  // Conversations (issue 10): a provider's by latest activity; a conversation's messages and request cards.
  ['provider_user_id', 'updated_at'],
  ['conversation_id', 'created_at'],
];

export const SCHEMA_VERSION = 4;

/**
 * The statements that bring a file at `version` (PRAGMA user_version; 0 when new) to SCHEMA_VERSION.
 * `array_values` holds each string or number of each top-level array of each document (Firestore indexes
 * array items the same way), so that `array-contains` (the list searches) is an index lookup, not a scan.
 */
export function schemaStatements(version: number): string[] {
  const statements = [
    `CREATE TABLE IF NOT EXISTS documents (
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      data BLOB NOT NULL,
      projection TEXT,
      PRIMARY KEY (collection, id)
    )`,
    // No type on value: a string and a number stay different values, as in Firestore.
    `CREATE TABLE IF NOT EXISTS array_values (
      collection TEXT NOT NULL,
      field TEXT NOT NULL,
      value NOT NULL,
      id TEXT NOT NULL,
      PRIMARY KEY (collection, field, value, id)
    ) WITHOUT ROWID`,
    'CREATE INDEX IF NOT EXISTS array_values_by_document ON array_values (collection, id)',
  ];
  if (version < 4) statements.push(`INSERT OR IGNORE INTO array_values (collection, field, value, id) ${ARRAY_ITEMS_OF_ALL}`);
  for (const fields of INDEXED_FIELDS) {
    const name = `documents_by_${fields.join('_')}`;
    const columns = ['collection', ...fields.map(fieldValue), 'id'].join(', ');
    statements.push(`CREATE INDEX IF NOT EXISTS ${name} ON documents (${columns})`);
  }
  statements.push(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  return statements;
}
