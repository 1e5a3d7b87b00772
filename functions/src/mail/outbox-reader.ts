import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredMail {
  id: string;
  sentAt: string;
  kind: string;
  to: string;
  replyTo: string | null;
  /** Mails stored before sender names: absent. */
  senderName?: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** The mails of the local outbox, newest first. */
export async function listOutbox(dir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const mails: StoredMail[] = [];
  for (const name of names.filter((n) => n.endsWith('.json')).sort().reverse()) {
    try {
      mails.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as StoredMail);
    } catch {
      // A mail being written right now: it will show on the next read.
    }
  }
  return mails;
}

const SEGMENT = /^[A-Za-z0-9._-]+$/;

/** One attachment's bytes, or null; ids and names are single safe segments (no path traversal). */
export async function readOutboxAttachment(dir: string, id: string, filename: string): Promise<Buffer | null> {
  if (!SEGMENT.test(id) || !SEGMENT.test(filename) || id.startsWith('.') || filename.startsWith('.')) return null;
  try {
    return await readFile(path.join(dir, id, filename));
  } catch {
    return null;
  }
}
