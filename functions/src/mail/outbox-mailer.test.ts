import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OutboxMailer } from './outbox-mailer';
import { listOutbox, readOutboxAttachment } from './outbox-reader';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'devis-outbox-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const mail = (subject: string) => ({ to: 'a@b.fr', subject, text: 't', html: '<p>t</p>', kind: 'test' });

test('mails are listed newest first, with their fields', async () => {
  let t = Date.parse('2026-11-22T10:00:00Z');
  const mailer = new OutboxMailer(dir, () => new Date((t += 1000)));
  await mailer.send(mail('Premier'));
  await mailer.send({ ...mail('Second'), replyTo: 'pro@b.fr' });
  const mails = await listOutbox(dir);
  expect(mails.map((m) => m.subject)).toEqual(['Second', 'Premier']);
  expect(mails[0]).toMatchObject({ to: 'a@b.fr', replyTo: 'pro@b.fr', kind: 'test', sentAt: '2026-11-22T10:00:02.000Z', attachments: [] });
});

test('attachments are stored as files with a safe name and read back', async () => {
  const mailer = new OutboxMailer(dir);
  const pdf = Buffer.from('%PDF-1.7 fake');
  await mailer.send({ ...mail('Devis'), attachments: [{ filename: '../Devis 2026-001.pdf', contentType: 'application/pdf', content: pdf.toString('base64') }] });
  const [stored] = await listOutbox(dir);
  expect(stored!.attachments).toEqual([{ filename: 'Devis_2026-001.pdf', contentType: 'application/pdf', size: pdf.length }]);
  expect(await readOutboxAttachment(dir, stored!.id, 'Devis_2026-001.pdf')).toEqual(pdf);
  expect(await readOutboxAttachment(dir, '..', 'Devis_2026-001.pdf')).toBeNull();
  expect(await readOutboxAttachment(dir, stored!.id, '../x')).toBeNull();
  expect((await readdir(dir)).sort()).toEqual([stored!.id, `${stored!.id}.json`].sort());
});

test('an outbox that does not exist yet is empty', async () => {
  expect(await listOutbox(path.join(dir, 'missing'))).toEqual([]);
});
