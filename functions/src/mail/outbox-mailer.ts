import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mail, Mailer } from './port';
import type { StoredMail } from './outbox-reader';

/** Attachment names become file names: keep them to one safe path segment. */
export function safeFileName(name: string): string {
  const cleaned = (name.split(/[\\/]/).pop() ?? '').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '');
  return cleaned || 'piece-jointe';
}

/**
 * The local mailer: each mail is `<dir>/<id>.json` and its attachments are files under `<dir>/<id>/`.
 * Ids start with the sending instant, so names sort chronologically.
 */
export class OutboxMailer implements Mailer {
  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(mail: Mail): Promise<void> {
    const sentAt = this.now();
    const id = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    await mkdir(this.dir, { recursive: true });
    const attachments: StoredMail['attachments'] = [];
    if (mail.attachments?.length) {
      await mkdir(path.join(this.dir, id), { recursive: true });
      for (const a of mail.attachments) {
        const filename = safeFileName(a.filename);
        const bytes = Buffer.from(a.content, 'base64');
        await writeFile(path.join(this.dir, id, filename), bytes);
        attachments.push({ filename, contentType: a.contentType, size: bytes.length });
      }
    }
    const stored: StoredMail = {
      id,
      sentAt: sentAt.toISOString(),
      kind: mail.kind,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      senderName: mail.senderName ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments,
    };
    // Write then rename would be atomic; a reader skipping a half-written file is enough here.
    await writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(stored, null, 2));
  }
}
