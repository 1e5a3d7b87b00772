import path from 'node:path';
import { dataDir, isDeployed } from '../runtime-env';
import type { Mailer } from './port';
import { withOneLineSubjects } from './one-line-subject';
import { OutboxMailer } from './outbox-mailer';
import { SendgridMailer } from './sendgrid-mailer';
import { sendgridApiKey } from './sendgrid-secret';

export const DEFAULT_MAIL_FROM = 'Devis <no-reply@devis.app>';

export function outboxDir(env: NodeJS.ProcessEnv): string {
  return path.join(dataDir(env), 'outbox');
}

/** MAILER=outbox|sendgrid; the outbox unless deployed. */
export function mailerKind(env: NodeJS.ProcessEnv): 'outbox' | 'sendgrid' {
  const kind = env['MAILER'] ?? (isDeployed(env) ? 'sendgrid' : 'outbox');
  if (kind !== 'outbox' && kind !== 'sendgrid') throw new Error(`MAILER must be outbox or sendgrid, not ${kind}`);
  return kind;
}

export function createMailer(env: NodeJS.ProcessEnv, now: () => Date = () => new Date()): Mailer {
  if (mailerKind(env) === 'outbox') return withOneLineSubjects(new OutboxMailer(outboxDir(env), now));
  const apiKey = env['SENDGRID_API_KEY'] || sendgridApiKey.value();
  if (!apiKey) throw new Error('MAILER=sendgrid needs the SENDGRID_API_KEY secret');
  return withOneLineSubjects(new SendgridMailer({
    apiKey,
    from: env['MAIL_FROM'] ?? DEFAULT_MAIL_FROM,
    ...(env['SENDGRID_BASE_URL'] ? { baseUrl: env['SENDGRID_BASE_URL'] } : {}),
  }));
}
