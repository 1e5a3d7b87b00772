import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OutboxMailer } from '../mail/outbox-mailer';
import { listen } from '../test-support/listen';
import { createOutboxApp } from './outbox-app';

let dir: string;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'devis-outbox-app-'));
  let t = Date.parse('2026-11-22T09:00:00Z');
  const mailer = new OutboxMailer(dir, () => new Date((t += 60_000)));
  await mailer.send({
    to: 'pro@exemple.fr',
    subject: 'Confirmez votre adresse email',
    text: 'lien',
    html: '<p><a href="http://127.0.0.1:5000/auth/action?mode=verifyEmail&amp;oobCode=abc">Confirmer</a></p>',
    kind: 'verify-email',
  });
  await mailer.send({
    to: 'client@exemple.fr',
    subject: 'Votre devis <2026-001>',
    text: 'devis',
    html: '<p>Voici votre devis</p>',
    kind: 'quote-sent',
    attachments: [{ filename: 'devis-2026-001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF').toString('base64') }],
  });
  server = await listen(createOutboxApp({ enabled: true, dir }));
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

test('the page lists the mails newest first with subject, recipient, date, body and clickable links', async () => {
  const res = await fetch(`${server.baseUrl}/fn/outbox`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  const html = await res.text();
  expect(html.indexOf('Votre devis &lt;2026-001&gt;')).toBeGreaterThan(-1);
  expect(html.indexOf('Votre devis &lt;2026-001&gt;')).toBeLessThan(html.indexOf('Confirmez votre adresse email'));
  expect(html).toContain('client@exemple.fr');
  expect(html).toContain('22/11/2026 10:02');
  expect(html).toContain('<a href="http://127.0.0.1:5000/auth/action?mode=verifyEmail&amp;oobCode=abc">');
  expect(html).toContain('srcdoc=');
});

test('attachments download from the page', async () => {
  const html = await (await fetch(`${server.baseUrl}/fn/outbox/`)).text();
  const href = /href="(\/fn\/outbox\/attachments\/[^"]+)"/.exec(html)![1]!;
  const res = await fetch(`${server.baseUrl}${href}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toContain('devis-2026-001.pdf');
  expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('%PDF');
});

test('messages.json gives the mails to tests, newest first, with or without the hosting prefix', async () => {
  for (const url of [`${server.baseUrl}/fn/outbox/messages.json`, `${server.baseUrl}/messages.json`]) {
    const mails = (await (await fetch(url)).json()) as { kind: string; to: string }[];
    expect(mails.map((m) => m.kind)).toEqual(['quote-sent', 'verify-email']);
  }
});

test('with another mailer the outbox answers 404', async () => {
  const off = await listen(createOutboxApp({ enabled: false, dir }));
  try {
    expect((await fetch(`${off.baseUrl}/fn/outbox`)).status).toBe(404);
    expect((await fetch(`${off.baseUrl}/fn/outbox/messages.json`)).status).toBe(404);
  } finally {
    await off.close();
  }
});

test('never serves in a deployed environment, whatever MAILER says', async () => {
  for (const env of [{ K_SERVICE: 'outbox' }, { K_SERVICE: 'outbox', MAILER: 'outbox' }]) {
    const deployed = await listen(createOutboxApp({ enabled: true, dir, env }));
    try {
      for (const p of ['/fn/outbox', '/fn/outbox/messages.json']) {
        const res = await fetch(`${deployed.baseUrl}${p}`);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('pro@exemple.fr');
      }
    } finally {
      await deployed.close();
    }
  }
  // The emulator sets K_SERVICE too, with FUNCTIONS_EMULATOR: the local outbox stays open there.
  const emulated = await listen(createOutboxApp({ enabled: true, dir, env: { K_SERVICE: 'outbox', FUNCTIONS_EMULATOR: 'true' } }));
  try {
    expect((await fetch(`${emulated.baseUrl}/fn/outbox/messages.json`)).status).toBe(200);
  } finally {
    await emulated.close();
  }
});
