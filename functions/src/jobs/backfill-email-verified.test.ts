import { SqliteStore } from '../store/sqlite-store';
import { cutOffAt } from '../test-support/cut-off-store';
import { newProviderProfile } from '../services/identity/new-provider-profile';
import { listProviders } from '../services/directory/list-providers';
import { backfillEmailVerified, EMAIL_FLAG_BACKFILL_ID, type EmailConfirmations } from './backfill-email-verified';
import { JOB_STATE } from './backfill-list-fields';

const now = new Date('2026-11-29T08:00:00Z');
const names = async (store: SqliteStore) => (await listProviders({ store, files: { pathOf: () => null } }, { search: '', limit: 100, cursor: '' })).items.map((p) => p.company_name);

/** Profiles stored before the flag existed (no email_verified): 150 confirmed accounts, 60 never confirmed. */
async function seedLegacy(store: SqliteStore): Promise<Map<string, boolean>> {
  const auth = new Map<string, boolean>();
  await store.runTransaction(async (tx) => {
    for (let i = 0; i < 210; i++) {
      const uid = `p${String(i).padStart(3, '0')}`;
      await tx.set('profiles', uid, { ...newProviderProfile({ uid, email: `${uid}@exemple.fr`, company_name: `Atelier ${uid}`, now }) });
      // One account in ten no longer exists in Auth.
      if (i % 10 !== 9) auth.set(uid, i < 150);
    }
  });
  return auth;
}

describe('the email flag backfill', () => {
  let store: SqliteStore;
  beforeEach(() => (store = new SqliteStore(':memory:')));
  afterEach(() => store.close());

  it("gives older profiles Auth's answer: the never-confirmed and the deleted leave the directory, the confirmed stay", async () => {
    const auth = await seedLegacy(store);
    const lookups: number[] = [];
    const confirmations: EmailConfirmations = async (uids) => {
      lookups.push(uids.length);
      return new Map(uids.filter((uid) => auth.has(uid)).map((uid) => [uid, auth.get(uid)!]));
    };
    expect((await listProviders({ store, files: { pathOf: () => null } }, { search: '', limit: 100, cursor: '' })).items).toHaveLength(100);

    expect(await backfillEmailVerified({ store, confirmations })).toEqual({ updated: 210 });
    // Auth is asked 100 uids at a time at most.
    expect(lookups).toEqual([100, 100, 10]);
    const listed = await names(store);
    expect(listed).toContain('Atelier p000');
    expect(listed).not.toContain('Atelier p009'); // no longer in Auth
    expect(listed).not.toContain('Atelier p150'); // never confirmed
    expect((await store.get<{ email_verified: boolean }>('profiles', 'p150'))!.email_verified).toBe(false);
    expect((await store.get<{ email_verified: boolean }>('profiles', 'p000'))!.email_verified).toBe(true);

    // Done: a second run asks Auth nothing and writes nothing.
    expect(await backfillEmailVerified({ store, confirmations })).toEqual({ updated: 0 });
    expect(lookups).toHaveLength(3);
  });

  it('leaves a flag already written (a confirmation meanwhile is not undone), and goes on where a cut-off run stopped', async () => {
    const auth = await seedLegacy(store);
    await store.update('profiles', 'p151', { email_verified: true });
    const confirmations: EmailConfirmations = async (uids) => new Map(uids.filter((uid) => auth.has(uid)).map((uid) => [uid, auth.get(uid)!]));
    // The second page's transaction fails: the first page and its progress are kept.
    await expect(backfillEmailVerified({ store: cutOffAt(store, 2), confirmations })).rejects.toThrow();
    expect(await store.get(JOB_STATE, EMAIL_FLAG_BACKFILL_ID)).toMatchObject({ done: false, after: 'p099' });
    expect(await backfillEmailVerified({ store, confirmations })).toEqual({ updated: 109 });
    expect((await store.get<{ email_verified: boolean }>('profiles', 'p151'))!.email_verified).toBe(true);
  });
});
