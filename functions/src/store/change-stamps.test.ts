import { randomUUID } from 'node:crypto';
import { readChangeStamp, stampingStore, UnknownOwnerError } from './change-stamps';
import { openFirestoreStore } from './firestore-store';
import { startNpmFirestoreEmulator, type NpmFirestoreEmulator } from './npm-firestore-emulator';
import type { Store } from './port';
import { SqliteStore } from './sqlite-store';

// Both adapters: SQLite, and Firestore (the official emulator when FIRESTORE_EMULATOR_HOST points at one, else
// @firestore-emulator/server started here). Each test has its own collections, the emulator being shared.
let emulator: NpmFirestoreEmulator | undefined;
afterAll(() => emulator?.stop());

async function openFirestore(): Promise<Store> {
  if (!process.env.FIRESTORE_EMULATOR_HOST && !emulator) {
    emulator = await startNpmFirestoreEmulator();
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  }
  return openFirestoreStore({ appName: `change-stamps-${randomUUID()}`, projectId: 'demo-devis-stamps' });
}

describe.each([
  ['SQLite', async (): Promise<Store> => new SqliteStore(':memory:')],
  ['Firestore', openFirestore],
])('%s', (_adapter, open) => {
  let raw: Store;
  let store: Store;
  let quotes: string;
  let clients: string;

  beforeEach(async () => {
    raw = await open();
    quotes = `quotes_${randomUUID().slice(0, 8)}`;
    clients = `clients_${randomUUID().slice(0, 8)}`;
    store = stampingStore(raw, { [quotes]: 'user_id' });
  });
  afterEach(() => raw.close());

  const stamp = (owner: string) => readChangeStamp(store, quotes, owner);

  /** Runs `write` and says whether it renewed `owner`'s stamp. */
  async function renews(owner: string, write: () => Promise<unknown>): Promise<boolean> {
    const before = await stamp(owner);
    await write();
    return (await stamp(owner)) !== before;
  }

  test("a transaction renews the stamp of each owner whose documents it writes, once, and no one else's", async () => {
    await store.set(quotes, 'b1', { user_id: 'bob', title: 'B' });
    const bob = await stamp('bob');
    expect(
      await renews('ann', () =>
        store.runTransaction(async (tx) => {
          await tx.create(quotes, { user_id: 'ann', title: 'A1' }, 'a1');
          await tx.set(quotes, 'a2', { user_id: 'ann', title: 'A2' });
        }),
      ),
    ).toBe(true);
    expect(await stamp('bob')).toBe(bob);
    // bob's document and stamp; ann's two documents and one stamp.
    expect(raw.usage().writes).toBe(2 + 3);
  });

  test('update and delete take the owner from what the transaction read: a get, or a query on the owner', async () => {
    await store.set(quotes, 'a1', { user_id: 'ann', status: 'sent' });
    await store.set(quotes, 'a2', { user_id: 'ann', status: 'sent' });
    expect(
      await renews('ann', () =>
        store.runTransaction(async (tx) => {
          await tx.get(quotes, 'a1');
          await tx.update(quotes, 'a1', { status: 'accepted' });
        }),
      ),
    ).toBe(true);
    expect(
      await renews('ann', () =>
        store.runTransaction(async (tx) => {
          // A select without the owner field: the query's equality names it.
          for (const q of await tx.query(quotes, { where: [['user_id', '==', 'ann']], select: ['status'] })) await tx.delete(quotes, q.id);
        }),
      ),
    ).toBe(true);
    expect(await store.query(quotes)).toEqual([]);
  });

  test('a write whose owner the transaction never learnt throws, and the transaction writes nothing', async () => {
    await store.set(quotes, 'a1', { user_id: 'ann', status: 'sent' });
    const before = await stamp('ann');
    await expect(store.runTransaction((tx) => tx.update(quotes, 'a1', { status: 'expired' }))).rejects.toBeInstanceOf(UnknownOwnerError);
    expect(await store.get(quotes, 'a1')).toMatchObject({ status: 'sent' });
    expect(await stamp('ann')).toBe(before);
    // A patch may name the owner (unchanged) when the transaction had no reason to read the document.
    expect(await renews('ann', () => store.runTransaction((tx) => tx.update(quotes, 'a1', { status: 'expired', user_id: 'ann' })))).toBe(true);
  });

  test('outside a transaction every write renews the stamp; update and delete read the document for its owner', async () => {
    expect(await renews('ann', () => store.create(quotes, { user_id: 'ann' }, 'a1'))).toBe(true);
    expect(await renews('ann', () => store.set(quotes, 'a1', { user_id: 'ann', title: 'X' }))).toBe(true);
    const reads = raw.usage().reads;
    expect(await renews('ann', () => store.update(quotes, 'a1', { title: 'Y' }))).toBe(true);
    // The stamp read before and after, and the document read by the update.
    expect(raw.usage().reads - reads).toBe(3);
    expect(await renews('ann', () => store.delete(quotes, 'a1'))).toBe(true);
    // Deleting what is not there changes nothing and is no error, as before.
    expect(await renews('ann', () => store.delete(quotes, 'a1'))).toBe(false);
    await expect(store.update(quotes, 'a1', { title: 'Z' })).rejects.toThrow('not found');
  });

  test('other collections are written as they were: no stamp, no extra read', async () => {
    const before = raw.usage();
    await store.set(clients, 'c1', { user_id: 'ann' });
    await store.update(clients, 'c1', { name: 'C' });
    await store.delete(clients, 'c1');
    expect(raw.usage()).toEqual({ reads: before.reads, writes: before.writes + 3 });
    expect(await stamp('ann')).toBe('');
  });
});
