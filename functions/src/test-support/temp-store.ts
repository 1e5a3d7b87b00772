import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createStore } from '../store/create-store';
import type { Store } from '../store/port';

export interface TempStore {
  /** The SQLite store of the running test (of the file, with `once`). */
  readonly store: Store;
  /** Its folder, the DEVIS_DATA_DIR it was opened with (a second connection opens the same file from it). */
  readonly dir: string;
}

/**
 * The store tests' one setup, instead of each its own mkdtemp/createStore/close/rm: a SQLite store in a fresh
 * temp folder, opened before each test (before all of them with `once`), closed and removed after.
 *   const temp = useTempStore('devis-numbering-');  // then temp.store inside tests
 */
export function useTempStore(prefix: string, options: { once?: boolean } = {}): TempStore {
  let dir: string | undefined;
  let store: Store | undefined;
  const [before, after] = options.once ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    store = createStore({ ...process.env, STORE: 'sqlite', DEVIS_DATA_DIR: dir });
  });
  after(async () => {
    await store?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
    store = dir = undefined;
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The temporary store is open only inside tests and their hooks');
    return value;
  };
  return {
    get store() {
      return opened(store);
    },
    get dir() {
      return opened(dir);
    },
  };
}
