import { randomUUID } from 'node:crypto';
import { openFirestoreStore } from './firestore-store';
import { startNpmFirestoreEmulator, type NpmFirestoreEmulator } from './npm-firestore-emulator';
import { StoreConflictError, type Store } from './port';
import { storeContract, type ContractCase, type Limitation } from './store.contract';

/**
 * The contract against Firestore: the official emulator when FIRESTORE_EMULATOR_HOST points at
 * one, otherwise @firestore-emulator/server started here. That server misses some of
 * Firestore's behaviour; those cases run against SQLite and the official emulator, and here a
 * test shows each gap is still there.
 */
const PROJECT = 'demo-devis-store';
const official = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
let emulator: NpmFirestoreEmulator | undefined;

afterAll(() => emulator?.stop());

async function open(): Promise<Store> {
  if (!official && !emulator) {
    emulator = await startNpmFirestoreEmulator();
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  }
  // Its own App, so it never meets the default App other tests may configure.
  return openFirestoreStore({ appName: `store-contract-${randomUUID()}`, projectId: PROJECT });
}

const elsewhere = 'covered by the SQLite run and by the official emulator (FIRESTORE_EMULATOR_HOST)';
const ids = (docs: { id: string }[]): string[] => docs.map((d) => d.id);

const npmServerGaps: Partial<Record<ContractCase, Limitation>> = {
  'set replaces': {
    reason: `@firestore-emulator/server merges on set instead of replacing the document; ${elsewhere}`,
    async demonstrate(store, c) {
      await store.set(c, 'x', { a: 1 });
      await store.set(c, 'x', { b: 2 });
      expect(await store.get(c, 'x')).toEqual({ id: 'x', a: 1, b: 2 });
    },
  },
  'null equality': {
    reason: `@firestore-emulator/server ignores == null filters; ${elsewhere}`,
    async demonstrate(store, c) {
      await store.set(c, 'null', { v: null });
      await store.set(c, 'zero', { v: 0 });
      expect(ids(await store.query(c, { where: [['v', '==', null]] })).sort()).toEqual(['null', 'zero']);
    },
  },
  'nested field queries': {
    reason: `@firestore-emulator/server cannot read dotted field paths in queries (the query never answers); ${elsewhere}`,
    async demonstrate(store, c) {
      await store.set(c, 'x', { client: { city: 'Lyon' } });
      const document = emulator?.state.getDocument(`projects/${PROJECT}/databases/(default)/documents/${c}/x`);
      expect(document?.metadata.hasExist).toBe(true);
      expect(() => document?.getField('client.city')).toThrow('Not implemented');
    },
  },
  'atomic commit': {
    reason: `@firestore-emulator/server applies a commit's writes one by one, up to the first that fails; ${elsewhere}`,
    async demonstrate(store, c) {
      await store.set(c, 'taken', { v: 1 });
      const failing = store.runTransaction(async (tx) => {
        await tx.set(c, 'side', { v: 1 });
        await tx.create(c, { v: 2 }, 'taken');
      });
      await expect(failing).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.get(c, 'side')).toEqual({ id: 'side', v: 1 });
    },
  },
  'transaction isolation': {
    reason: `@firestore-emulator/server lacks transaction isolation; ${elsewhere}`,
    async demonstrate(store, c) {
      await store.set(c, 'counter', { value: 0 });
      let attempts = 0;
      await store.runTransaction(async (tx) => {
        attempts += 1;
        const counter = await tx.get<{ value: number }>(c, 'counter');
        // A concurrent write that real Firestore would make this transaction wait for or retry.
        if (attempts === 1) await store.set(c, 'counter', { value: 100 });
        await tx.update(c, 'counter', { value: (counter?.value ?? 0) + 1 });
      });
      expect(attempts).toBe(1);
      expect(await store.get(c, 'counter')).toEqual({ id: 'counter', value: 1 });
    },
  },
  'keyset pages': {
    reason: `@firestore-emulator/server ignores startAfter; ${elsewhere}`,
    async demonstrate(store, c) {
      for (const id of ['a', 'b', 'c']) await store.set(c, id, { n: id });
      expect(ids(await store.query(c, { orderBy: [{ field: 'n' }], startAfter: ['a', 'a'] }))).toEqual(['a', 'b', 'c']);
    },
  },
  'orderBy leaves out missing fields': {
    reason: `@firestore-emulator/server keeps documents without the orderBy field; ${elsewhere}`,
    async demonstrate(store, c) {
      await store.set(c, 'with', { rank: 1 });
      await store.set(c, 'without', { other: 1 });
      expect(ids(await store.query(c, { orderBy: [{ field: 'rank' }] })).sort()).toEqual(['with', 'without']);
    },
  },
  'mixed type order': {
    reason: `@firestore-emulator/server does not order values of different types; ${elsewhere}`,
    async demonstrate(store, c) {
      await store.set(c, 's', { v: 'abc' });
      await store.set(c, 'n', { v: 10 });
      await store.set(c, 'z', { v: null });
      expect(ids(await store.query(c, { orderBy: [{ field: 'v' }] }))).not.toEqual(['z', 'n', 's']);
    },
  },
  'default order by id': {
    reason: `@firestore-emulator/server returns documents in write order, not by id; ${elsewhere}`,
    async demonstrate(store, c) {
      for (const id of ['m', 'b', 'x', 'a']) await store.set(c, id, { same: 1 });
      expect(ids(await store.query(c))).toEqual(['m', 'b', 'x', 'a']);
    },
  },
};

/**
 * The npm server never ends a listen stream the client detached from (watch): stop it first, so the client
 * sees those streams end while Jest's environment is still there (it loads the error decoder lazily; after
 * teardown that require crashes the run), then close the client.
 */
async function close(store: Store): Promise<void> {
  emulator?.stop();
  emulator = undefined;
  await new Promise((resolve) => setTimeout(resolve, 500));
  await store.close();
}

storeContract(official ? 'Firestore (official emulator)' : 'Firestore (@firestore-emulator/server)', {
  open,
  close,
  lacks: official ? {} : npmServerGaps,
});
