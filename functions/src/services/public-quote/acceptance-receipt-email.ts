import { deName, type QuoteDecision } from '@devis/domain';
import type { Mail } from '../../mail/port';
import { escapeHtml } from '../../mail/escape-html';
import { onBehalfOf } from '../../mail/sender-name';
import type { QuoteVersionDoc } from '../sending/quote-version';
import { acceptanceFacts } from './acceptance-facts';

/**
 * The acknowledgement a signer gets right after accepting online (Code civil art. 1127-2: a contract made
 * electronically is acknowledged without delay, by electronic means): what was accepted, when, under which
 * name, the fingerprint of the accepted PDF, the PDF itself and the link to see it again.
 */
export function acceptanceReceiptMail(input: { version: QuoteVersionDoc; decision: QuoteDecision; link: string; pdf: Buffer; fileName: string }): Mail {
  const { quote: q, provider: p } = input.version;
  const d = input.decision;
  const company = p.company_name || 'Votre prestataire';
  const what = `le devis n° ${q.quote_number}${q.title ? ` « ${q.title} »` : ''} ${deName(company)}`;
  const facts = acceptanceFacts(q, d);
  const greeting = d.name ? `Bonjour ${d.name},` : 'Bonjour,';
  const intro = `Vous avez accepté en ligne ${what}. ${company} en est informé.`;
  const closing = `Si vous n’êtes pas à l’origine de cette acceptation, répondez à ce message pour prévenir ${company}.`;
  const text = [greeting, '', intro, '', ...facts, '', 'Le devis accepté est joint en PDF à ce message.', `Vous pouvez le consulter à tout moment : ${input.link}`, '', closing].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${e(greeting)}</p><p>${e(intro)}</p><ul>${facts.map((f) => `<li>${e(f)}</li>`).join('')}</ul>
<p>Le devis accepté est joint en PDF à ce message. <a href="${e(input.link)}">Consulter le devis</a></p>
<p style="font-size:13px;color:#64748b">${e(closing)}</p></body></html>`;
  return {
    to: d.email ?? '',
    subject: `Votre acceptation du devis ${q.quote_number} ${deName(company)}`,
    text,
    html,
    ...(p.email ? { replyTo: p.email } : {}),
    senderName: onBehalfOf(company),
    attachments: [{ filename: input.fileName, contentType: 'application/pdf', content: input.pdf.toString('base64') }],
    kind: 'quote-acceptance-receipt',
  };
}
