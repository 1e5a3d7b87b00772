import { isDeployed } from '../runtime-env';
import { stampingStore } from './change-stamps';
import type { Store } from './port';

/** Firestore when asked (STORE=firestore) or when deployed; SQLite everywhere else. */
export function storeKind(env: NodeJS.ProcessEnv = process.env): 'firestore' | 'sqlite' {
  if (env.STORE === 'firestore' || env.STORE === 'sqlite') return env.STORE;
  if (env.STORE) throw new Error(`Unknown STORE "${env.STORE}": use firestore or sqlite`);
  return isDeployed(env) ? 'firestore' : 'sqlite';
}

/**
 * The store the environment asks for, renewing change stamps (./change-stamps.ts). Each adapter is loaded
 * only when chosen: a deployed function never loads better-sqlite3 (a native module), a local one never loads
 * firebase-admin's Firestore.
 */
export function createStore(env: NodeJS.ProcessEnv = process.env): Store {
  return stampingStore(openAdapter(env));
}

function openAdapter(env: NodeJS.ProcessEnv): Store {
  if (storeKind(env) === 'firestore') {
    const { openFirestoreStore } = require('./firestore-store') as typeof import('./firestore-store');
    return openFirestoreStore();
  }
  const { SqliteStore, sqliteFile } = require('./sqlite-store') as typeof import('./sqlite-store');
  return new SqliteStore(sqliteFile(env));
}
