import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore, storeKind } from './create-store';

describe('store selection', () => {
  it('uses SQLite by default, locally and in the functions emulator', () => {
    expect(storeKind({})).toBe('sqlite');
    expect(storeKind({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' })).toBe('sqlite');
  });

  it('uses Firestore when deployed or when asked', () => {
    expect(storeKind({ K_SERVICE: 'api' })).toBe('firestore');
    expect(storeKind({ STORE: 'firestore' })).toBe('firestore');
  });

  it('loads better-sqlite3 only when the SQLite store is chosen', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('better-sqlite3', () => {
        throw new Error('better-sqlite3 was loaded');
      });
      const { createStore: isolated } = await import('./create-store');
      const firestore = isolated({ STORE: 'firestore', GCLOUD_PROJECT: 'demo-devis-create-store' });
      await firestore.close();
      expect(() => isolated({ STORE: 'sqlite', DEVIS_DATA_DIR: tmpdir() })).toThrow('better-sqlite3 was loaded');
    });
    jest.dontMock('better-sqlite3');
  });

  it('lets STORE=sqlite win, and refuses an unknown store', () => {
    expect(storeKind({ STORE: 'sqlite', K_SERVICE: 'api' })).toBe('sqlite');
    expect(() => storeKind({ STORE: 'postgres' })).toThrow('Unknown STORE "postgres"');
  });

  it('opens a working SQLite store under DEVIS_DATA_DIR', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'devis-create-store-'));
    const store = createStore({ DEVIS_DATA_DIR: dir });
    await store.set('profiles', 'u1', { company_name: 'ACME' });
    await store.close();
    const reopened = createStore({ DEVIS_DATA_DIR: dir });
    expect(await reopened.get('profiles', 'u1')).toEqual({ id: 'u1', company_name: 'ACME' });
    await reopened.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
