import { openFirestoreStore } from './firestore-store';
import type { Store } from './port';
import { SqliteStore, sqliteFile } from './sqlite-store';

/** Firestore when asked (STORE=firestore) or when deployed; SQLite everywhere else. */
export function storeKind(env: NodeJS.ProcessEnv = process.env): 'firestore' | 'sqlite' {
  if (env.STORE === 'firestore' || env.STORE === 'sqlite') return env.STORE;
  if (env.STORE) throw new Error(`Unknown STORE "${env.STORE}": use firestore or sqlite`);
  // K_SERVICE is set by Cloud Functions / Cloud Run; the functions emulator sets FUNCTIONS_EMULATOR too.
  const deployed = Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true';
  return deployed ? 'firestore' : 'sqlite';
}

export function createStore(env: NodeJS.ProcessEnv = process.env): Store {
  if (storeKind(env) === 'firestore') return openFirestoreStore();
  // DEVIS_SQLITE_READ_CACHE=off measures the store without its read cache (bench/api.mjs).
  return new SqliteStore(sqliteFile(env), { readCache: env.DEVIS_SQLITE_READ_CACHE !== 'off' });
}
