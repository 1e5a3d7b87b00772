import type { StoredMail } from '../../functions/src/mail/outbox-reader';
import { url } from './stack';

/** One mail of the local outbox, as GET /fn/outbox/messages.json gives it: the stored shape the server writes. */
export type OutboxMail = StoredMail;

/** Every mail sent so far by the test stack, newest first. */
export async function readOutbox(): Promise<OutboxMail[]> {
  const res = await fetch(url('/fn/outbox/messages.json'));
  if (!res.ok) throw new Error(`GET /fn/outbox/messages.json answered ${res.status}`);
  return (await res.json()) as OutboxMail[];
}

/** Waits (up to `timeoutMs`) for the newest mail matching `match`, e.g. `(m) => m.to === email`. */
export async function waitForMail(match: (mail: OutboxMail) => boolean, timeoutMs = 15000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('No matching mail arrived in the outbox');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The links of a mail's text body (verification links, public quote links...). */
export function linksOf(mail: OutboxMail): string[] {
  return [...mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}

/** Bytes of an attachment, from the outbox function. */
export async function readAttachment(mail: OutboxMail, filename: string): Promise<Buffer> {
  const res = await fetch(url(`/fn/outbox/attachments/${encodeURIComponent(mail.id)}/${encodeURIComponent(filename)}`));
  if (!res.ok) throw new Error(`attachment ${filename} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}
