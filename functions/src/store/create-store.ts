import { isDeployed } from '../runtime-env';
import type { Store } from './port';

/** Firestore when asked (STORE=firestore) or when deployed; SQLite everywhere else. */
export function storeKind(env: NodeJS.ProcessEnv = process.env): 'firestore' | 'sqlite' {
  if (env.STORE === 'firestore' || env.STORE === 'sqlite') return env.STORE;
  if (env.STORE) throw new Error(`Unknown STORE "${env.STORE}": use firestore or sqlite`);
  return isDeployed(env) ? 'firestore' : 'sqlite';
}

/**
 * The store the environment asks for. Each adapter is loaded only when chosen: a deployed function never
 * loads better-sqlite3 (a native module), a local one never loads firebase-admin's Firestore.
 */
export function createStore(env: NodeJS.ProcessEnv = process.env): Store {
  if (storeKind(env) === 'firestore') {
    const { openFirestoreStore } = require('./firestore-store') as typeof import('./firestore-store');
    return openFirestoreStore();
  }
  const { SqliteStore, sqliteFile } = require('./sqlite-store') as typeof import('./sqlite-store');
  return new SqliteStore(sqliteFile(env));
}
