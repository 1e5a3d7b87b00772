import { formatDateTime, type ContactInput } from '@devis/domain';
import type { Mail } from '../../mail/port';
import { escapeHtml } from '../../mail/escape-html';

/** The message of the landing's contact form, for the support address; answering it answers the visitor. */
export function contactMail(input: { to: string; message: ContactInput; at: Date }): Mail {
  const { name, email, company, message } = input.message;
  const from = company ? `${name} (${company})` : name;
  const subject = `Message de contact : ${from}`;
  const facts = [`De : ${from}`, `Email : ${email}`, `Reçu le : ${formatDateTime(input.at)} (heure de Paris)`];
  const text = [...facts, '', message].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<ul>${facts.map((f) => `<li>${e(f)}</li>`).join('')}</ul><p style="white-space:pre-line">${e(message)}</p></body></html>`;
  return { to: input.to, replyTo: email, subject, text, html, kind: 'contact' };
}
