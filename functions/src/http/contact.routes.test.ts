import { RATE_LIMITS } from '../services/rate-limit/rules';
import type { Mailer } from '../mail/port';
import { startTestApi, type TestApi } from '../test-support/test-api';

let api: TestApi;
let now = new Date('2026-03-10T10:00:00.000Z');

beforeAll(async () => {
  api = await startTestApi({ now: () => now, trustedProxyHops: 1 });
});
afterAll(() => api?.close());

const contact = (body: unknown, ip = '203.0.113.10') =>
  api.anonymous().request('POST', '/api/public/contact', body, { 'x-forwarded-for': ip });

const message = { name: 'Sophie Laurent', email: 'Sophie@Exemple.fr', company: 'Atelier <b>Laurent</b>', message: 'Bonjour,\nune démonstration est-elle possible ?' };

test('a message goes to the support address, answerable to the visitor, its text escaped in the HTML', async () => {
  const res = await contact(message);
  expect(res.status).toBe(204);
  const [mail] = (await api.outbox()).filter((m) => m.kind === 'contact');
  expect(mail).toMatchObject({ to: 'support@devis.test', replyTo: 'sophie@exemple.fr', subject: 'Message de contact : Sophie Laurent (Atelier <b>Laurent</b>)' });
  expect(mail!.text).toContain('Email : sophie@exemple.fr');
  expect(mail!.text).toContain('Reçu le : 10/03/2026 11:00 (heure de Paris)');
  expect(mail!.text).toContain('une démonstration est-elle possible ?');
  expect(mail!.html).toContain('Atelier &lt;b&gt;Laurent&lt;/b&gt;');
  expect(mail!.html).not.toContain('<b>Laurent</b>');
});

test('bad input gets the form French messages and sends nothing', async () => {
  const before = (await api.outbox()).length;
  const res = await contact({ name: ' ', email: 'pas-un-email', message: 'Court' }, '203.0.113.11');
  expect(res.status).toBe(400);
  expect(res.body.error.details).toEqual({
    name: 'Le nom est requis',
    email: 'Adresse email invalide',
    message: 'Votre message doit contenir au moins 10 caractères',
  });
  expect((await contact({ ...message, message: ['x'] }, '203.0.113.11')).status).toBe(400);
  expect((await api.outbox()).length).toBe(before);
});

test('one IP, or one address, cannot flood the support mailbox: 429 with Retry-After', async () => {
  const perIp = RATE_LIMITS.contactPerIp.max;
  const statuses = [];
  for (let i = 0; i < perIp + 2; i++) statuses.push((await contact({ ...message, email: `visiteur${i}@exemple.fr` }, '198.51.100.7')).status);
  expect(statuses).toEqual([...Array(perIp).fill(204), 429, 429]);

  const perAddress = RATE_LIMITS.contactPerAddress.max;
  const fromAddress = [];
  for (let i = 0; i < perAddress + 1; i++) fromAddress.push((await contact({ ...message, email: 'meme@exemple.fr' }, `192.0.2.${i + 1}`)).status);
  expect(fromAddress).toEqual([...Array(perAddress).fill(204), 429]);
  const refused = await contact({ ...message, email: 'meme@exemple.fr' }, '192.0.2.200');
  expect(refused.body.error.message).toMatch(/^Trop de tentatives, veuillez réessayer dans \d+ (minutes?|heures?)$/);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

  now = new Date(now.getTime() + RATE_LIMITS.contactPerAddress.windowSeconds * 1000);
  expect((await contact({ ...message, email: 'meme@exemple.fr' }, '192.0.2.201')).status).toBe(204);
});

test('a mail that cannot leave fails the call: the page never confirms a message nobody will read', async () => {
  const failing: Mailer = { send: () => Promise.reject(new Error('SendGrid down')) };
  const down = await startTestApi({ mailer: failing });
  try {
    const res = await down.anonymous().post('/api/public/contact', message);
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBe('Une erreur est survenue, veuillez réessayer');
  } finally {
    await down.close();
  }
});
