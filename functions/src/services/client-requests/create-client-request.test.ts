import type { Mail } from '../../mail/port';
import { SqliteStore } from '../../store/sqlite-store';
import type { Store, Transaction } from '../../store/port';
import type { Caller, Deps } from '../context';
import { newProviderProfile } from '../identity/new-provider-profile';
import { QUOTES } from '../quotes/quote-record';
import { CLIENT_REQUESTS, QUOTE_REQUESTS, type ClientRequestDoc } from '../request-loop/loop-records';
import { CONVERSATIONS } from '../conversations/conversation-record';
import { createClientRequest } from './create-client-request';

const now = new Date('2026-03-10T10:00:00Z');
const caller: Caller = { uid: 'client-1', role: 'client', email: 'claire@test.devis.local', emailVerified: false };
const input = {
  title: 'Identité visuelle',
  description: null,
  deadline: null,
  lines: [{ description: 'Logo', quantity: 1, unit_price_ht: 50_000, tva_rate_percent: 20, service_id: null, provider_id: null, unit: null }],
  provider_ids: ['p-ok', 'p-broken', 'p-ok-2'],
  request_key: 'key-12345678',
};

/** A store whose transactions fail when they write the broken provider's quote (a crash mid-way). */
function failingFor(store: Store, providerId: string): Store {
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop !== 'runTransaction') return Reflect.get(target, prop, receiver);
      return <R>(fn: (tx: Transaction) => Promise<R>) =>
        target.runTransaction((tx) =>
          fn(
            new Proxy(tx, {
              get(t, p, r) {
                const value = Reflect.get(t, p, r) as unknown;
                if (p !== 'set' || typeof value !== 'function') return typeof value === 'function' ? value.bind(t) : value;
                // The last write of a provider's share is the client request: fail there, after the others.
                return (collection: string, id: string, data: Record<string, unknown>) => {
                  const recipients = (data as ClientRequestDoc).recipients ?? [];
                  if (collection === CLIENT_REQUESTS && recipients.some((x) => x.provider_user_id === providerId)) {
                    return Promise.reject(new Error('disk full'));
                  }
                  return (value as Function).call(t, collection, id, data);
                };
              },
            }),
          ),
        );
    },
  });
}

test('a provider whose share fails leaves nothing behind, and the others get the request', async () => {
  const store = new SqliteStore(':memory:');
  const mails: Mail[] = [];
  for (const [uid, company] of [['p-ok', 'Studio A'], ['p-broken', 'Studio B'], ['p-ok-2', 'Studio C']] as const) {
    await store.set('profiles', uid, { ...newProviderProfile({ uid, email: `${uid}@test.devis.local`, company_name: company, now }) });
  }
  await store.set('client_accounts', caller.uid, { email: caller.email, name: 'Claire', company_name: null, phone: null, avatar_url: null });
  const deps = { store: failingFor(store, 'p-broken'), mailer: { send: async (m: Mail) => void mails.push(m) }, now: () => now, publicOrigin: 'http://x' } as unknown as Deps;
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});

  const result = await createClientRequest(deps, caller, input);
  spy.mockRestore();

  expect(result.results.map((r) => [r.provider_user_id, r.success, r.error])).toEqual([
    ['p-ok', true, null],
    ['p-broken', false, 'Impossible de créer le devis'],
    ['p-ok-2', true, null],
  ]);
  expect(result).toMatchObject({ sent: 2, total: 3 });
  // Nothing half-written for the broken provider: no quote, no request, no conversation, no number used.
  expect(await store.query(QUOTES, { where: [['user_id', '==', 'p-broken']] })).toEqual([]);
  expect(await store.query(QUOTE_REQUESTS, { where: [['provider_user_id', '==', 'p-broken']] })).toEqual([]);
  expect(await store.get(CONVERSATIONS, 'p-broken_client-1')).toBeNull();
  expect(await store.get('counters', 'p-broken_2026')).toBeNull();
  const parent = await store.get<ClientRequestDoc>(CLIENT_REQUESTS, `client-1-key-12345678`);
  expect(parent!.recipients.map((r) => r.provider_user_id)).toEqual(['p-ok', 'p-ok-2']);
  expect(mails.map((m) => m.to)).toEqual(['p-ok@test.devis.local', 'p-ok-2@test.devis.local']);
  await store.close();
});
