import { toOneLine } from '@devis/domain';
import type { Mailer } from './port';

/**
 * A subject is one header line. Names typed before names were kept on one line may still hold a line break,
 * and SendGrid refuses such a subject: every mail leaves with its breaks turned into spaces.
 */
export function withOneLineSubjects(mailer: Mailer): Mailer {
  return { send: (mail) => mailer.send({ ...mail, subject: toOneLine(mail.subject) }) };
}
