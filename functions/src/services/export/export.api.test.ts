import { createHash } from 'node:crypto';
import { startSendingTestApi, parseLink, type SendingTestApi } from '../../test-support/sending-test-api';
import type { ApiCaller, ProviderCaller } from '../../test-support/test-api';
import { csvRows, unzip } from '../../test-support/unzip';
import { sendReminders } from '../../jobs/send-reminders';
import { exportMessages } from './export-link';

let api: SendingTestApi;
const SENT = new Date('2026-11-02T09:00:00Z');

beforeAll(async () => {
  api = await startSendingTestApi();
});

afterAll(async () => {
  await api?.close();
});

/** The archive a caller downloads from its export link: status, headers and files. */
async function download(caller: ApiCaller): Promise<{ status: number; headers: Headers; files: Map<string, Buffer> }> {
  const link = await caller.post('/api/account/export');
  expect(link.status).toBe(201);
  const res = await fetch(`${api.baseUrl}${link.body.url}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, files: res.status === 200 ? await unzip(bytes) : new Map() };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A provider with clients, a service, a draft, a quote sent twice and reminded, an accepted quote. */
async function busyProvider(): Promise<{ owner: ProviderCaller; accepted: string; resent: string }> {
  api.setNow(SENT);
  const owner = await api.asProvider({ companyName: 'Atelier Export' });
  await owner.post('/api/clients', { company_name: '=HYPERLINK("http://evil.test")', email: 'evil@test.devis.local' });
  await owner.post('/api/services', { name: 'Développement', description: 'Journée; sur site', unit_price_ht: 123_456, tva_rate_percent: 5.5 });
  await api.draftQuote(owner, { companyName: 'Brouillon SARL' });
  const accepted = await api.draftQuote(owner, { companyName: 'Société Générale des Œuvres' });
  const sent = await api.send(owner, { quoteId: accepted.id, validUntil: '2026-11-30', sendToClientAccount: false });
  const { publicId, token } = parseLink(sent.body.publicLink);
  await api.anonymous().post(`/api/public/quotes/${publicId}/accept`, { t: token, full_name: 'Claire Martin', email: 'claire@test.devis.local', terms_accepted: true });
  const resent = await api.draftQuote(owner, { companyName: 'Deux Versions', lines: 3, unit: 'jour' });
  await api.send(owner, { quoteId: resent.id, validUntil: '2026-11-13', sendToClientAccount: false });
  api.setNow(new Date('2026-11-03T09:00:00Z'));
  await api.send(owner, { quoteId: resent.id, validUntil: '2026-11-13', sendToClientAccount: false });
  api.setNow(new Date('2026-11-10T08:00:00Z'));
  await sendReminders(api.deps, { userId: owner.uid });
  return { owner, accepted: accepted.id, resent: resent.id };
}

test("a provider's archive holds every file, the CSVs open right in French spreadsheets, and every sent PDF is the client's bytes", async () => {
  const { owner } = await busyProvider();
  const other = await api.asProvider({ companyName: 'Autre Atelier' });
  await api.draftQuote(other, { companyName: 'Client Caché' });

  const { status, headers, files } = await download(owner);
  expect(status).toBe(200);
  expect(headers.get('content-type')).toBe('application/zip');
  expect(headers.get('content-disposition')).toBe('attachment; filename="devis-export-2026-11-10.zip"');
  expect(headers.get('cache-control')).toBe('private, no-store');
  expect([...files.keys()].sort()).toEqual(
    [
      'LISEZMOI.txt',
      'csv/clients.csv',
      'csv/decisions.csv',
      'csv/devis.csv',
      'csv/evenements.csv',
      'csv/lignes-de-devis.csv',
      'csv/messages.csv',
      'csv/prestations.csv',
      'json/abonnement.json',
      'json/clients.json',
      'json/conversations.json',
      'json/demandes-recues.json',
      'json/devis.json',
      'json/evenements.json',
      'json/messages.json',
      'json/prestations.json',
      'json/profil.json',
      'json/versions-envoyees.json',
      'pdf/devis-2026-002-v1.pdf',
      'pdf/devis-2026-003-v1.pdf',
      'pdf/devis-2026-003-v2.pdf',
    ].sort(),
  );

  // Every CSV: UTF-8 with a BOM, ';' between fields, CRLF.
  for (const [name, bytes] of files) {
    if (!name.endsWith('.csv')) continue;
    expect([name, bytes.subarray(0, 3).toString('hex')]).toEqual([name, 'efbbbf']);
    expect(bytes.toString('utf8')).toContain('\r\n');
  }
  const quotes = csvRows(files.get('csv/devis.csv')!);
  expect(quotes[0]).toEqual([
    'Numéro', 'Titre', 'Statut', 'Date du devis', "Valable jusqu'au", 'Client', 'Contact', 'Email du client', 'Total HT', 'TVA', 'Total TTC',
    'Version envoyée', 'Envoyé le', 'Décision', 'Décidé le', 'Relance envoyée le', 'Créé le', 'Modifié le',
  ]);
  const byNumber = new Map(quotes.slice(1).map((row) => [row[0], row]));
  expect([...byNumber.keys()].sort()).toEqual(['2026-001', '2026-002', '2026-003']);
  // draftQuote: lines of 100,00 € × 1, 2 (and 3) at 20 %.
  expect(byNumber.get('2026-002')!.slice(2, 15)).toEqual([
    'Accepté', '02/11/2026', '30/11/2026', 'Société Générale des Œuvres', 'Claire Martin', 'claire@boulangerie.test',
    '300,00', '60,00', '360,00', '1', '02/11/2026 10:00', 'Accepté', '02/11/2026 10:00',
  ]);
  expect(byNumber.get('2026-003')![2]).toBe('Envoyé');
  expect(byNumber.get('2026-003')![11]).toBe('2');
  expect(byNumber.get('2026-003')![15]).toBe('10/11/2026 09:00');
  expect(byNumber.get('2026-001')![2]).toBe('Brouillon');

  const lines = csvRows(files.get('csv/lignes-de-devis.csv')!);
  expect(lines[0]).toEqual(['Numéro du devis', 'Ligne', 'Description', 'Quantité', 'Unité', 'Prix unitaire HT', 'TVA (%)', 'Total HT', 'TVA', 'Total TTC']);
  expect(lines.slice(1).filter((l) => l[0] === '2026-003')).toEqual([
    ['2026-003', '1', 'Prestation 1', '1', '', '100,00', '20', '100,00', '20,00', '120,00'],
    ['2026-003', '2', 'Prestation 2', '2', 'jour', '100,00', '20', '200,00', '40,00', '240,00'],
    ['2026-003', '3', 'Prestation 3', '3', '', '100,00', '20', '300,00', '60,00', '360,00'],
  ]);
  const services = files.get('csv/prestations.csv')!.toString('utf8');
  // Decimal comma for 1 234,56 € and 5,5 %; a ';' inside a cell is quoted.
  expect(services).toContain('Développement;"Journée; sur site";1234,56;5,5;unité');
  // A formula-looking client name stays text.
  expect(files.get('csv/clients.csv')!.toString('utf8')).toContain(`"'=HYPERLINK(""http://evil.test"")"`);

  const decisions = csvRows(files.get('csv/decisions.csv')!);
  expect(decisions).toHaveLength(2);
  expect(decisions[1]!.slice(0, 5)).toEqual(['2026-002', 'Accepté', '02/11/2026 10:00', 'Claire Martin', 'claire@test.devis.local']);

  const events = csvRows(files.get('csv/evenements.csv')!).slice(1);
  expect(events.map((e) => [e[0], e[1]]).sort()).toEqual([
    ['2026-002', 'Accepté'],
    ['2026-003', 'Relance envoyée'],
  ]);

  // JSON: complete records, no other provider's, no link capabilities.
  const jsonQuotes = JSON.parse(files.get('json/devis.json')!.toString('utf8')) as { quote_number: string; lines: unknown[]; user_id: string }[];
  expect(jsonQuotes).toHaveLength(3);
  expect(jsonQuotes.every((q) => q.user_id === owner.uid)).toBe(true);
  expect(jsonQuotes.find((q) => q.quote_number === '2026-003')!.lines).toHaveLength(3);
  const versions = JSON.parse(files.get('json/versions-envoyees.json')!.toString('utf8')) as { version: number; pdf: string; pdf_sha256: string; public_id?: string }[];
  expect(versions).toHaveLength(3);
  for (const v of versions) {
    expect(v).not.toHaveProperty('public_id');
    expect(sha256(files.get(v.pdf)!)).toBe(v.pdf_sha256);
    expect(files.get(v.pdf)!.subarray(0, 5).toString()).toBe('%PDF-');
  }
  const everything = [...files.values()].map((b) => b.toString('latin1')).join('');
  expect(everything).not.toContain('Client Caché');
  expect(everything).not.toContain('token_hash');
  expect(JSON.parse(files.get('json/profil.json')!.toString('utf8'))).toMatchObject({ company_name: 'Atelier Export', reminders_enabled: true });
  expect(JSON.parse(files.get('json/abonnement.json')!.toString('utf8'))).toMatchObject({ plan: 'trial' });
  expect(files.get('LISEZMOI.txt')!.toString('utf8')).toContain('séparateur « ; »');
});

test('a download link works once, for 10 minutes, and only with its token: every other case is the same 404', async () => {
  api.setNow(SENT);
  const owner = await api.asProvider();
  const { url } = (await owner.post('/api/account/export')).body as { url: string };
  const [path, query] = url.split('?');
  const wrong = await fetch(`${api.baseUrl}${path}?t=${'A'.repeat(43)}`);
  const missing = await fetch(`${api.baseUrl}${path}`);
  const unknown = await fetch(`${api.baseUrl}/api/account/export/${'a'.repeat(24)}?${query}`);
  for (const res of [wrong, missing, unknown]) {
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: exportMessages.linkInvalid } });
  }
  expect((await fetch(`${api.baseUrl}${url}`)).status).toBe(200);
  expect((await fetch(`${api.baseUrl}${url}`)).status).toBe(404);

  const late = (await owner.post('/api/account/export')).body.url as string;
  api.setNow(new Date(SENT.getTime() + 10 * 60_000 + 1000));
  expect((await fetch(`${api.baseUrl}${late}`)).status).toBe(404);
  // The token is stored hashed only.
  const stored = await api.deps.store.get('export_links', late.split('/').at(-1)!.split('?')[0]!);
  expect(JSON.stringify(stored)).not.toContain(new URL(late, api.baseUrl).searchParams.get('t'));
});

test('5 exports an hour per account, then 429', async () => {
  api.setNow(SENT);
  const owner = await api.asProvider();
  for (let i = 0; i < 5; i++) expect((await owner.post('/api/account/export')).status).toBe(201);
  const sixth = await owner.post('/api/account/export');
  expect(sixth.status).toBe(429);
  expect(sixth.headers.get('retry-after')).toBeTruthy();
});

test("a client account exports its own data: its account and the quotes sent to its portal, with their PDFs", async () => {
  api.setNow(SENT);
  const client = await api.asClient({ name: 'Camille Portail' });
  const owner = await api.asProvider({ companyName: 'Atelier Portail' });
  const clientRecord = await owner.post('/api/clients', { company_name: 'Camille SAS', email: null });
  await api.deps.store.update('clients', clientRecord.body.id, { client_account_id: client.uid });
  const quote = await owner.post('/api/quotes', { client_id: clientRecord.body.id, title: 'Pour le portail', lines: [{ description: 'Audit', quantity: 1, unit_price_ht: 50_000 }] });
  await owner.post('/api/quotes', { client_id: clientRecord.body.id, title: 'Jamais envoyé', lines: [{ description: 'Brouillon', quantity: 1, unit_price_ht: 1000 }] });
  expect((await api.send(owner, { quoteId: quote.body.id, validUntil: '2026-11-30', sendToClientAccount: true })).status).toBe(200);

  const { status, files } = await download(client);
  expect(status).toBe(200);
  expect([...files.keys()].sort()).toEqual([
    'LISEZMOI.txt',
    'csv/devis-recus.csv',
    'csv/messages.csv',
    'json/compte.json',
    'json/conversations.json',
    'json/demandes.json',
    'json/devis-recus.json',
    'json/messages.json',
    'pdf/devis-2026-001-v1.pdf',
  ]);
  expect(JSON.parse(files.get('json/compte.json')!.toString('utf8'))).toMatchObject({ id: client.uid, name: 'Camille Portail' });
  const received = JSON.parse(files.get('json/devis-recus.json')!.toString('utf8'));
  expect(received).toEqual([expect.objectContaining({ quote_number: '2026-001', provider: 'Atelier Portail', title: 'Pour le portail', total_ttc: 60_000 })]);
  expect(csvRows(files.get('csv/devis-recus.csv')!)[1]!.slice(0, 4)).toEqual(['2026-001', 'Atelier Portail', 'Pour le portail', 'Envoyé']);
});

/** The conversation of a client with a provider (as 'Écrire au prestataire' makes it); its id. */
async function conversation(client: ApiCaller, provider: ProviderCaller, subject: string): Promise<string> {
  const res = await client.post('/api/client/conversations', { provider_user_id: provider.uid, subject });
  expect(res.status).toBe(200);
  return res.body.conversation.id as string;
}

test('both archives hold the account’s conversations and all their messages (both parties’), thread by thread, and nothing of other conversations', async () => {
  api.setNow(SENT);
  const owner = await api.asProvider({ companyName: 'Atelier Messages' });
  const rival = await api.asProvider({ companyName: 'Atelier Concurrent' });
  const client = await api.asClient({ name: 'Camille Bavarde', companyName: 'Bavarde SARL' });
  const stranger = await api.asClient({ name: 'Inconnu Discret' });
  const ours = await conversation(client, owner, 'Rénovation cuisine');
  const theirs = await conversation(client, rival, 'Autre projet');
  const unrelated = await conversation(stranger, owner, 'Sans rapport');
  const say = async (caller: ApiCaller, side: 'client' | 'provider', id: string, content: string, at: string) => {
    api.setNow(new Date(at));
    const path = side === 'client' ? `/api/client/conversations/${id}/messages` : `/api/conversations/${id}/messages`;
    expect((await caller.post(path, { content })).status).toBe(201);
  };
  await say(client, 'client', ours, '=1+1 ? Bonjour, pour la cuisine', '2026-11-02T09:00:00Z');
  await say(owner, 'provider', ours, 'Bonjour ; oui, dès lundi.', '2026-11-02T10:30:00Z');
  await say(client, 'client', theirs, 'Message au concurrent', '2026-11-02T11:00:00Z');
  await say(stranger, 'client', unrelated, 'Message d’un autre client', '2026-11-02T12:00:00Z');
  await say(owner, 'provider', unrelated, 'Réponse à un autre client', '2026-11-02T12:05:00Z');

  const mine = await download(client);
  expect(mine.status).toBe(200);
  expect([...mine.files.keys()]).toEqual(expect.arrayContaining(['json/conversations.json', 'json/messages.json', 'csv/messages.csv']));
  const conversations = JSON.parse(mine.files.get('json/conversations.json')!.toString('utf8')) as { id: string; provider: string; subject: string }[];
  expect(conversations.map((c) => [c.provider, c.subject]).sort()).toEqual([
    ['Atelier Concurrent', 'Autre projet'],
    ['Atelier Messages', 'Rénovation cuisine'],
  ]);
  const messages = JSON.parse(mine.files.get('json/messages.json')!.toString('utf8')) as { conversation_id: string; sender_type: string; content: string }[];
  expect(messages.filter((m) => m.conversation_id === ours).map((m) => [m.sender_type, m.content])).toEqual([
    ['client', '=1+1 ? Bonjour, pour la cuisine'],
    ['provider', 'Bonjour ; oui, dès lundi.'],
  ]);
  expect(messages.map((m) => m.content).sort()).toEqual(['=1+1 ? Bonjour, pour la cuisine', 'Bonjour ; oui, dès lundi.', 'Message au concurrent']);
  const clientCsv = csvRows(mine.files.get('csv/messages.csv')!);
  expect(clientCsv[0]).toEqual(['Conversation avec', 'Date', 'Expéditeur', 'Email', 'Message']);
  expect(clientCsv.filter((r) => r[0] === 'Atelier Messages').map((r) => [r[1], r[2]])).toEqual([
    ['02/11/2026 10:00', 'Vous'],
    ['02/11/2026 11:30', 'Atelier Messages'],
  ]);
  expect(mine.files.get('LISEZMOI.txt')!.toString('utf8')).toContain('json/messages.json');

  const theirsToo = await download(owner);
  expect(theirsToo.status).toBe(200);
  const providerConversations = JSON.parse(theirsToo.files.get('json/conversations.json')!.toString('utf8')) as { client_name: string }[];
  expect(providerConversations.map((c) => c.client_name).sort()).toEqual(['Camille Bavarde', 'Inconnu Discret']);
  const providerCsv = csvRows(theirsToo.files.get('csv/messages.csv')!).slice(1);
  expect(providerCsv.map((r) => [r[0], r[2]])).toEqual(
    expect.arrayContaining([
      ['Camille Bavarde (Bavarde SARL)', 'Camille Bavarde (Bavarde SARL)'],
      ['Camille Bavarde (Bavarde SARL)', 'Vous'],
      ['Inconnu Discret', 'Vous'],
    ]),
  );
  expect(providerCsv).toHaveLength(4);
  // A formula-looking message stays text in the spreadsheet.
  expect(theirsToo.files.get('csv/messages.csv')!.toString('utf8')).toContain("'=1+1");
  const providerText = [...theirsToo.files.values()].map((b) => b.toString('utf8')).join('');
  expect(providerText).not.toContain('Message au concurrent');
  expect([...mine.files.values()].map((b) => b.toString('utf8')).join('')).not.toContain('autre client');
});

test("a client's archive holds its requests with each provider's answer; a provider's, the requests it received, no other", async () => {
  api.setNow(SENT);
  const owner = await api.asProvider({ companyName: 'Atelier Demandes' });
  const rival = await api.asProvider({ companyName: 'Atelier Voisin' });
  const client = await api.asClient({ name: 'Camille Demandeuse' });
  const stranger = await api.asClient({ name: 'Autre Demandeur' });
  const ask = async (from: ApiCaller, title: string, providers: ProviderCaller[]) => {
    const res = await from.post('/api/client/requests', { title, lines: [{ description: 'Vitrine', quantity: 1, unit_price_ht: 20_000 }], provider_ids: providers.map((p) => p.uid) });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const asked = await ask(client, 'Refaire la vitrine', [owner, rival]);
  await ask(stranger, 'Demande étrangère', [rival]);
  expect((await owner.post(`/api/quotes/${asked}-${owner.uid}/reject`, { message: 'Pas disponible' })).status).toBe(200);

  const mine = await download(client);
  const requests = JSON.parse(mine.files.get('json/demandes.json')!.toString('utf8'));
  expect(requests).toEqual([
    expect.objectContaining({
      title: 'Refaire la vitrine',
      total_ttc: 24_000,
      providers: expect.arrayContaining([
        expect.objectContaining({ provider: 'Atelier Demandes', provider_status: 'rejected', provider_message: 'Pas disponible' }),
        expect.objectContaining({ provider: 'Atelier Voisin' }),
      ]),
    }),
  ]);
  expect(mine.files.get('LISEZMOI.txt')!.toString('utf8')).toContain('json/demandes.json');

  const received = JSON.parse((await download(rival)).files.get('json/demandes-recues.json')!.toString('utf8')) as { title: string; client: { name: string } }[];
  expect(received.map((r) => [r.title, r.client.name]).sort()).toEqual([
    ['Demande étrangère', 'Autre Demandeur'],
    ['Refaire la vitrine', 'Camille Demandeuse'],
  ]);
  expect(received[0]).not.toHaveProperty('search_tokens');
  const ownerReceived = JSON.parse((await download(owner)).files.get('json/demandes-recues.json')!.toString('utf8')) as { title: string }[];
  expect(ownerReceived.map((r) => r.title)).toEqual(['Refaire la vitrine']);
});
