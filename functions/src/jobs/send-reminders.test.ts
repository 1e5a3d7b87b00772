import { reminderMessages } from '@devis/domain';
import { startSendingTestApi, parseLink, type SendingTestApi } from '../test-support/sending-test-api';
import type { ProviderCaller } from '../test-support/test-api';
import { cutOffAt } from '../test-support/cut-off-store';
import type { Mail, Mailer } from '../mail/port';
import { sendReminders } from './send-reminders';

let api: SendingTestApi;

// Sent on Monday 2 November 2026 at 10:00 Paris, valid until Friday 13 November: due Tuesday 10 November.
const SENT = new Date('2026-11-02T09:00:00Z');
const at = (day: string, hour = '08:00') => new Date(`${day}T${hour}:00Z`);

beforeAll(async () => {
  api = await startSendingTestApi();
});

afterAll(async () => {
  await api?.close();
});

async function provider(): Promise<ProviderCaller> {
  api.setNow(SENT);
  return api.asProvider({ companyName: 'Atelier Relance' });
}

async function sentQuote(owner: ProviderCaller, options: { validUntil?: string; clientEmail?: string | null } = {}): Promise<{ id: string; link: string }> {
  api.setNow(SENT);
  const quote = await api.draftQuote(owner, { clientEmail: options.clientEmail === undefined ? `client-${Math.random().toString(36).slice(2)}@test.devis.local` : options.clientEmail });
  const sent = await api.send(owner, { quoteId: quote.id, validUntil: options.validUntil ?? '2026-11-13', sendToClientAccount: false });
  expect(sent.status).toBe(200);
  return { id: quote.id, link: sent.body.publicLink };
}

async function run(day: string, options: { mailer?: Mailer; store?: SendingTestApi['deps']['store'] } = {}) {
  api.setNow(at(day));
  return sendReminders({ ...api.deps, ...(options.store ? { store: options.store } : {}), ...(options.mailer ? { mailer: options.mailer } : {}) });
}

const remindersTo = async (address: string) => (await api.outbox()).filter((m) => m.kind === 'quote-reminder' && m.to === address);
const addressOf = async (quoteId: string, owner: ProviderCaller) => (await owner.get(`/api/quotes/${quoteId}`)).body.client.email as string;

test('3 days before the last valid day, once: the mail has a working link of its own and the provider sees when it went', async () => {
  const owner = await provider();
  const { id, link } = await sentQuote(owner);
  const to = await addressOf(id, owner);
  await run('2026-11-09');
  expect(await remindersTo(to)).toHaveLength(0);

  await run('2026-11-10');
  const [mail] = await remindersTo(to);
  expect(mail).toBeDefined();
  expect(mail!.subject).toBe('Rappel : le devis 2026-001 d’Atelier Relance expire dans 3 jours');
  expect(mail!.text).toContain("Il est valable jusqu'au 13/11/2026 inclus.");
  expect(mail!.attachments).toEqual([]);
  const reminderLink = /https?:\/\/\S+\?t=\S+/.exec(mail!.text)![0];
  expect(parseLink(reminderLink).publicId).not.toBe(parseLink(link).publicId);
  // Both links open the same version; the reminder's can decide.
  const anonymous = api.anonymous();
  const { publicId, token } = parseLink(reminderLink);
  const view = await anonymous.get(`/api/public/quotes/${publicId}?t=${encodeURIComponent(token)}`);
  expect(view.status).toBe(200);
  expect(view.body).toMatchObject({ public_id: publicId, number: '2026-001', can_decide: true, is_current_version: true });
  expect((await anonymous.get(`/api/public/quotes/${parseLink(link).publicId}?t=${encodeURIComponent(parseLink(link).token)}`)).status).toBe(200);
  // Only the hash of the reminder's token is stored.
  const stored = await api.deps.store.get<Record<string, unknown>>('quote_links', publicId);
  expect(stored).toMatchObject({ quote_id: id, version: 1, purpose: 'reminder' });
  expect(JSON.stringify(stored)).not.toContain(token);

  const quote = (await owner.get(`/api/quotes/${id}`)).body;
  expect(quote.reminder).toEqual({ version: 1, state: 'sent', sent_at: at('2026-11-10').toISOString() });
  expect(reminderMessages.sentOn(quote.reminder.sent_at)).toBe('Relance envoyée le 10/11/2026');
  // Sent: nothing is planned any more for this version.
  expect(quote.reminder_due_on).toBeNull();

  await run('2026-11-10');
  await run('2026-11-11');
  expect(await remindersTo(to)).toHaveLength(1);
  const accepted = await anonymous.post(`/api/public/quotes/${publicId}/accept`, { t: token, full_name: 'Claire Martin', email: 'claire@test.devis.local', terms_accepted: true });
  expect(accepted.status).toBe(200);
});

test('never after a decision, never after the last valid day', async () => {
  const owner = await provider();
  const decided = await sentQuote(owner);
  const lapsed = await sentQuote(owner, { validUntil: '2026-11-05' });
  const { publicId, token } = parseLink(decided.link);
  api.setNow(at('2026-11-04'));
  expect((await api.anonymous().post(`/api/public/quotes/${publicId}/reject`, { t: token })).status).toBe(200);
  await run('2026-11-06'); // lapsed's reminder was due on the 3rd (the day after sending), the run comes after its last day
  await run('2026-11-10');
  expect(await remindersTo(await addressOf(decided.id, owner))).toHaveLength(0);
  expect(await remindersTo(await addressOf(lapsed.id, owner))).toHaveLength(0);
  expect((await owner.get(`/api/quotes/${lapsed.id}`)).body.reminder ?? null).toBeNull();
});

test('a quote valid 2 days is reminded the day after it was sent, not the same day', async () => {
  const owner = await provider();
  const { id } = await sentQuote(owner, { validUntil: '2026-11-04' });
  await run('2026-11-02');
  expect(await remindersTo(await addressOf(id, owner))).toHaveLength(0);
  await run('2026-11-03');
  const [mail] = await remindersTo(await addressOf(id, owner));
  expect(mail!.subject).toContain('expire demain');
});

test('sent again, the new version gets its own reminder; one per version', async () => {
  const owner = await provider();
  const { id } = await sentQuote(owner);
  await run('2026-11-10');
  api.setNow(at('2026-11-11'));
  expect((await api.send(owner, { quoteId: id, validUntil: '2026-11-15', sendToClientAccount: false })).status).toBe(200);
  await run('2026-11-11');
  await run('2026-11-12');
  await run('2026-11-13');
  const mails = await remindersTo(await addressOf(id, owner));
  expect(mails).toHaveLength(2);
  expect((await owner.get(`/api/quotes/${id}`)).body.reminder).toMatchObject({ version: 2, state: 'sent' });
});

test('the provider setting: off sends none, 5 days moves the day, and already-sent quotes follow the change', async () => {
  const owner = await provider();
  const first = await sentQuote(owner);
  api.setNow(SENT);
  const off = await owner.put('/api/profile/reminders', { reminders_enabled: false, reminder_days_before: 3 });
  expect(off.status).toBe(200);
  expect(off.body).toMatchObject({ reminders_enabled: false, reminder_days_before: 3 });
  const second = await sentQuote(owner);
  await run('2026-11-10');
  expect(await remindersTo(await addressOf(first.id, owner))).toHaveLength(0);
  expect(await remindersTo(await addressOf(second.id, owner))).toHaveLength(0);

  api.setNow(at('2026-11-10', '12:00'));
  expect((await owner.put('/api/profile/reminders', { reminders_enabled: true, reminder_days_before: 5 })).status).toBe(200);
  // 5 days before the 13th was the 8th: already past, so the next run sends it.
  await run('2026-11-11');
  expect(await remindersTo(await addressOf(first.id, owner))).toHaveLength(1);
  expect((await owner.get('/api/profile')).body).toMatchObject({ reminders_enabled: true, reminder_days_before: 5 });
});

test('the setting is validated in French and a new profile has reminders on, 3 days before', async () => {
  const owner = await provider();
  expect((await owner.get('/api/profile')).body).toMatchObject({ reminders_enabled: true, reminder_days_before: 3 });
  const bad = await owner.put('/api/profile/reminders', { reminders_enabled: true, reminder_days_before: 45 });
  expect(bad.status).toBe(400);
  expect(bad.body.error.message).toBe(reminderMessages.daysRange);
  const notNumber = await owner.put('/api/profile/reminders', { reminders_enabled: 'oui', reminder_days_before: 'trois' });
  expect(notNumber.status).toBe(400);
  expect(notNumber.body.error.details).toEqual({ reminders_enabled: 'Valeur invalide', reminder_days_before: reminderMessages.daysInteger });
});

test('on the Free plan no reminder goes out (a premium feature); the trial and paid plans send them', async () => {
  const owner = await provider();
  const inTrial = await sentQuote(owner);
  // Registered on 2 November: the trial ends on the 16th. A quote sent on the 20th is due on the 24th.
  api.setNow(at('2026-11-20'));
  const onFree = await api.draftQuote(owner, { clientEmail: 'free-plan@test.devis.local' });
  expect((await api.send(owner, { quoteId: onFree.id, validUntil: '2026-11-27', sendToClientAccount: false })).status).toBe(200);
  await run('2026-11-10');
  expect(await remindersTo(await addressOf(inTrial.id, owner))).toHaveLength(1);
  await run('2026-11-24');
  expect(await remindersTo('free-plan@test.devis.local')).toHaveLength(0);
});

test('three overlapping runs over 120 due quotes send each reminder exactly once', async () => {
  const owner = await provider();
  const ids: string[] = [];
  for (let i = 0; i < 120; i++) ids.push((await sentQuote(owner, { clientEmail: `overlap-${i}@test.devis.local` })).id);
  api.setNow(at('2026-11-10'));
  const results = await Promise.all([0, 1, 2].map(() => sendReminders(api.deps, { userId: owner.uid, pageSize: 25 })));
  expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(120);
  const mails = (await api.outbox()).filter((m) => m.kind === 'quote-reminder' && m.to.startsWith('overlap-'));
  expect(mails).toHaveLength(120);
  expect(new Set(mails.map((m) => m.to)).size).toBe(120);
}, 120_000);

test('a run cut off after mailing a page never mails those quotes again; the next run sends the rest', async () => {
  const owner = await provider();
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push((await sentQuote(owner, { clientEmail: `cut-${i}@test.devis.local` })).id);
  api.setNow(at('2026-11-10'));
  // Transaction 1 claims a page of 2, their mails go, transaction 2 (recording them) fails: the run stops there.
  await expect(sendReminders({ ...api.deps, store: cutOffAt(api.deps.store, 2) }, { userId: owner.uid, pageSize: 2 })).rejects.toThrow('cut off');
  expect(await sendReminders(api.deps, { userId: owner.uid, pageSize: 2 })).toMatchObject({ sent: 3 });
  const mails = (await api.outbox()).filter((m) => m.kind === 'quote-reminder' && m.to.startsWith('cut-'));
  expect(mails).toHaveLength(5);
  expect(new Set(mails.map((m) => m.to)).size).toBe(5);
  const states = await Promise.all(ids.map(async (id) => (await owner.get(`/api/quotes/${id}`)).body.reminder.state));
  expect(states.sort()).toEqual(['sending', 'sending', 'sent', 'sent', 'sent']);
});

test('a mail the mailer refuses is recorded as failed, not sent again, and shows no "Relance envoyée"', async () => {
  const owner = await provider();
  const { id } = await sentQuote(owner);
  const failing: Mailer = { send: (_mail: Mail) => Promise.reject(new Error('SendGrid down')) };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await run('2026-11-10', { mailer: failing })).toMatchObject({ sent: 0, failed: 1 });
  expect(await run('2026-11-10')).toMatchObject({ sent: 0, failed: 0 });
  expect((await owner.get(`/api/quotes/${id}`)).body.reminder).toEqual({ version: 1, state: 'failed', sent_at: null });
  jest.restoreAllMocks();
});
