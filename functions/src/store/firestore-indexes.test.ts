import { readFileSync } from 'node:fs';
import { QUOTE_STATUSES } from '@devis/domain';
import { SqliteStore } from './sqlite-store';
import type { Query } from './port';
import { indexKey, requiredIndex } from './firestore-indexes';
import { checkingIndexes, declaredIndexes, INDEXES_FILE } from '../test-support/firestore-index-check';
import { addSampleData } from '../services/sample-data/add-sample-data';
import { listQuotes, listQuotesSchema } from '../services/quotes/list-quotes';
import { listClients } from '../services/clients/list-clients';
import { listServices } from '../services/catalogue/list-services';
import { getDashboard } from '../services/dashboard/get-dashboard';
import { expireQuotes } from '../jobs/expire-quotes';
import { backfillListFields } from '../jobs/backfill-list-fields';
import { runRequestLoopQueries } from '../test-support/request-loop-queries';
import { runConversationQueries } from '../test-support/conversation-queries';
import { sendReminders } from '../jobs/send-reminders';
import { updateReminderSettings } from '../services/reminders/update-reminder-settings';
import { liveTargets } from '../services/live/live-targets';

describe('composite indexes a query needs', () => {
  it('needs none for one field, or for equalities only (Firestore merges single-field indexes)', () => {
    expect(requiredIndex('quotes', { where: [['user_id', '==', 'u']] })).toBeNull();
    expect(requiredIndex('quotes', { where: [['user_id', '==', 'u'], ['status', 'in', ['a', 'b']], ['search_tokens', 'array-contains', 'x']] })).toBeNull();
    expect(requiredIndex('quotes', { where: [['valid_until', '<', 'x']], orderBy: [{ field: 'valid_until', direction: 'desc' }] })).toBeNull();
    expect(requiredIndex('quotes', { orderBy: [{ field: 'created_at' }] })).toBeNull();
  });

  it('needs the equality and array fields, then the whole order, implicit range fields included', () => {
    const sent: Query = {
      where: [['user_id', '==', 'u'], ['search_tokens', 'array-contains', 'x'], ['status', '==', 'sent'], ['valid_until', '>=', 'd']],
      orderBy: [{ field: 'created_at', direction: 'desc' }],
    };
    expect(requiredIndex('quotes', sent)?.fields).toEqual([
      { fieldPath: 'user_id', order: 'ASCENDING' },
      { fieldPath: 'search_tokens', arrayConfig: 'CONTAINS' },
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'created_at', order: 'DESCENDING' },
      { fieldPath: 'valid_until', order: 'DESCENDING' },
    ]);
    expect(requiredIndex('quotes', { where: [['status', '==', 'sent'], ['valid_until', '<', 'd']] })?.fields).toEqual([
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'valid_until', order: 'ASCENDING' },
    ]);
  });
});

describe('firestore.indexes.json', () => {
  it('holds exactly the composite indexes of the queries the use cases make', async () => {
    const store = new SqliteStore(':memory:');
    const needed = new Map<string, unknown>();
    const recording = checkingIndexes(store, {
      refuse: false,
      seen: (collection, query) => {
        const index = requiredIndex(collection, query);
        if (index) needed.set(indexKey(index), index);
      },
    });
    const deps = { store: recording, now: () => new Date('2026-11-24T10:00:00Z') };
    // Every use case that queries: each list with and without a search, short and long, first and next page.
    await addSampleData(deps, 'u1');
    await addSampleData(deps, 'u1');
    const searches = ['', 'site', 'une recherche plus longue que le jeton'];
    for (const status of ['all', ...QUOTE_STATUSES]) {
      for (const search of searches) {
        const first = await listQuotes(deps, 'u1', listQuotesSchema.validateSync({ status, search, limit: 1 }));
        if (first.nextCursor) await listQuotes(deps, 'u1', listQuotesSchema.validateSync({ status, search, limit: 1, cursor: first.nextCursor }));
      }
    }
    for (const search of searches) {
      await listClients(deps, 'u1', { search, limit: 2, cursor: '' });
      await listServices(deps, 'u1', { search, limit: 2, cursor: '' });
    }
    await getDashboard(deps, 'u1');
    await expireQuotes(deps);
    await expireQuotes(deps, { userId: 'u1' });
    await backfillListFields(deps);
    await runRequestLoopQueries(recording, deps.now());
    await runConversationQueries(recording, deps.now());
    const mailing = { ...deps, mailer: { send: () => Promise.resolve() }, publicOrigin: 'http://127.0.0.1:5000' };
    await sendReminders(mailing);
    await sendReminders(mailing, { userId: 'u1' });
    const caller = { uid: 'u1', role: 'provider' as const, email: 'u1@test.devis.local', emailVerified: true };
    await updateReminderSettings(deps, caller, { reminders_enabled: true, reminder_days_before: 3 });
    // The live channels' watches (GET /api/live).
    const client = { uid: 'c9', role: 'client' as const, email: null, emailVerified: true };
    await recording.set('conversations', 'u1_c9', { provider_user_id: 'u1', client_account_id: 'c9', updated_at: '2026-11-24T10:00:00Z' });
    for (const [who, channels] of [[caller, ['quotes', 'conversations', 'conversation:u1_c9']], [client, ['client-quotes', 'conversations', 'conversation:u1_c9']]] as const) {
      for (const channel of channels) {
        for (const target of await liveTargets(recording, who, channel)) await recording.watch(target.collection, target.query, { after: null, timeoutMs: 1000 });
      }
    }
    await store.close();

    if (process.env['PRINT_INDEXES']) console.log(JSON.stringify([...needed.values()]));
    const declared = declaredIndexes();
    expect(declared.map(indexKey).sort()).toEqual([...needed.keys()].sort());
    // One declaration each, and the file keeps its shape.
    expect(new Set(declared.map(indexKey)).size).toBe(declared.length);
    expect(JSON.parse(readFileSync(INDEXES_FILE, 'utf8'))).toEqual({ indexes: declared, fieldOverrides: expect.any(Array) });
  });
});
