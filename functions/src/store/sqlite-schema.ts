import { fieldValue } from './sqlite-query';

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
];

export const SCHEMA_VERSION = 3;

export function schemaStatements(): string[] {
  const statements = [
    `CREATE TABLE IF NOT EXISTS documents (
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      data BLOB NOT NULL,
      PRIMARY KEY (collection, id)
    )`,
  ];
  for (const fields of INDEXED_FIELDS) {
    const name = `documents_by_${fields.join('_')}`;
    const columns = ['collection', ...fields.map(fieldValue), 'id'].join(', ');
    statements.push(`CREATE INDEX IF NOT EXISTS ${name} ON documents (${columns})`);
  }
  statements.push(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  return statements;
}
