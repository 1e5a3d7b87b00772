import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SendgridMailer, senderAddress } from './sendgrid-mailer';
import { onBehalfOf } from './sender-name';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: any;
}

let server: Server;
let baseUrl: string;
let received: Received[];
let status: number;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    received.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body: JSON.parse(await readBody(req)) });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status >= 400 ? JSON.stringify({ errors: [{ message: 'The from address does not match a verified Sender Identity.' }] }) : '');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

beforeEach(() => {
  received = [];
  status = 202;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

test('sends one v3 mail/send call with the key, sender, bodies and attachments', async () => {
  const mailer = new SendgridMailer({ apiKey: 'SG.test-key', from: 'Devis <no-reply@devis.app>', baseUrl });
  await mailer.send({
    to: 'client@exemple.fr',
    replyTo: 'pro@exemple.fr',
    subject: 'Votre devis 2026-001',
    text: 'Bonjour',
    html: '<p>Bonjour</p>',
    kind: 'quote-sent',
    attachments: [{ filename: 'devis.pdf', contentType: 'application/pdf', content: Buffer.from('pdf').toString('base64') }],
  });
  expect(received).toHaveLength(1);
  const [call] = received;
  expect(call!.method).toBe('POST');
  expect(call!.url).toBe('/v3/mail/send');
  expect(call!.authorization).toBe('Bearer SG.test-key');
  expect(call!.body).toMatchObject({
    from: { email: 'no-reply@devis.app', name: 'Devis' },
    reply_to: { email: 'pro@exemple.fr' },
    subject: 'Votre devis 2026-001',
    personalizations: [{ to: [{ email: 'client@exemple.fr' }] }],
    content: [
      { type: 'text/plain', value: 'Bonjour' },
      { type: 'text/html', value: '<p>Bonjour</p>' },
    ],
    attachments: [{ filename: 'devis.pdf', type: 'application/pdf', content: Buffer.from('pdf').toString('base64'), disposition: 'attachment' }],
    categories: ['quote-sent'],
  });
});

test('a SendGrid refusal is an error for the caller', async () => {
  status = 403;
  const mailer = new SendgridMailer({ apiKey: 'SG.test-key', from: 'no-reply@devis.app', baseUrl });
  await expect(mailer.send({ to: 'a@b.fr', subject: 's', text: 't', html: '<p>t</p>', kind: 'test' })).rejects.toThrow();
});

test("a mail written on a provider's behalf shows its name, from our verified address", async () => {
  const mailer = new SendgridMailer({ apiKey: 'SG.test-key', from: 'Devis <no-reply@devis.app>', baseUrl });
  await mailer.send({ to: 'client@exemple.fr', subject: 's', text: 't', html: '<p>t</p>', kind: 'quote-sent', senderName: onBehalfOf('Atelier "Zoé" <Dupont>') });
  expect(received[0]!.body).toMatchObject({ from: { email: 'no-reply@devis.app', name: 'Atelier Zoé Dupont via Devis' } });
  expect(senderAddress('no-reply@devis.app')).toBe('no-reply@devis.app');
});
