import type { Mail, Mailer } from '../../mail/port';
import { escapeHtml } from '../../mail/escape-html';
import { onBehalfOf } from '../../mail/sender-name';

export interface LoopMailInput {
  to: string;
  kind: 'request-new' | 'request-answer' | 'request-decision';
  subject: string;
  intro: string;
  facts: string[];
  /** An optional message the other party wrote, quoted as is. */
  quote?: string | null;
  link: string;
  linkLabel: string;
  replyTo?: string | null;
  /** Who the mail speaks for ('Atelier Dupont via Devis'), when it is a provider's answer. */
  senderName?: string;
}

/** The French email each step of the request loop sends to the other party, with a link to the right screen. */
export function loopMail(input: LoopMailInput): Mail {
  const e = escapeHtml;
  const text = ['Bonjour,', '', input.intro, '', ...input.facts, ...(input.quote ? ['', `« ${input.quote} »`] : []), '', `${input.linkLabel} : ${input.link}`].join('\n');
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>Bonjour,</p><p>${e(input.intro)}</p>${input.facts.length ? `<ul>${input.facts.map((f) => `<li>${e(f)}</li>`).join('')}</ul>` : ''}
${input.quote ? `<blockquote style="border-left:3px solid #cbd5e1;margin:0;padding-left:12px;color:#334155">${e(input.quote)}</blockquote>` : ''}
<p><a href="${e(input.link)}" style="display:inline-block;background:#2563EB;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${e(input.linkLabel)}</a></p>
<p style="font-size:13px;color:#64748b">Ou copiez ce lien : ${e(input.link)}</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html, kind: input.kind, ...(input.replyTo ? { replyTo: input.replyTo } : {}), ...(input.senderName ? { senderName: input.senderName } : {}) };
}

/** Sends after the commit: the step is done whatever the mail does; a failure is logged, never thrown. */
export async function sendLoopMails(mailer: Mailer, mails: Mail[]): Promise<void> {
  await Promise.all(
    mails.map(async (mail) => {
      try {
        await mailer.send(mail);
      } catch (error) {
        console.error(JSON.stringify({ severity: 'ERROR', message: `${mail.kind} mail failed`, error: String(error) }));
      }
    }),
  );
}

/** The provider answering: the client's reply goes to them, and the sender reads 'Atelier Dupont via Devis'. */
export interface ProviderSender {
  company: string;
  email: string | null;
}

export function providerSender(from: ProviderSender): { senderName: string; replyTo: string | null } {
  return { senderName: onBehalfOf(from.company), replyTo: from.email };
}
