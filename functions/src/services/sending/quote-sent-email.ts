import { deName, formatDate, formatMoney } from '@devis/domain';
import type { Mail } from '../../mail/port';
import { escapeHtml } from '../../mail/escape-html';
import { onBehalfOf } from '../../mail/sender-name';
import type { QuoteVersionDoc } from './quote-version';

/** The French message a client receives: who, what, how much, until when, the secure link and the PDF. */
export function quoteSentMail(input: { to: string; version: QuoteVersionDoc; link: string; pdf: Buffer; fileName: string }): Mail {
  const { quote: q, provider: p } = input.version;
  const company = p.company_name || 'Votre prestataire';
  const greeting = q.client?.contact_name ? `Bonjour ${q.client.contact_name},` : 'Bonjour,';
  const subject = `Devis ${q.quote_number} ${deName(company)}`;
  const what = q.title ? `« ${q.title} »` : `n° ${q.quote_number}`;
  const validity = q.valid_until ? `Il est valable jusqu'au ${formatDate(q.valid_until)} inclus.` : '';
  const amount = `Montant : ${formatMoney(q.total_ttc)} TTC.`;
  const text = [
    greeting,
    '',
    `${company} vous a envoyé le devis ${what}. ${amount}`,
    validity,
    '',
    `Consultez-le, acceptez-le ou refusez-le en ligne : ${input.link}`,
    '',
    'Le devis est également joint en PDF à ce message.',
    'Ce lien est personnel : ne le transférez qu’aux personnes habilitées à décider.',
    '',
    `${company}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${e(greeting)}</p>
<p><strong>${e(company)}</strong> vous a envoyé le devis ${e(what)}. ${e(amount)}<br>${e(validity)}</p>
<p><a href="${e(input.link)}" style="display:inline-block;background:${e(p.brand_primary_color)};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Consulter le devis</a></p>
<p style="font-size:13px;color:#64748b">Ou copiez ce lien : ${e(input.link)}<br>Le devis est également joint en PDF. Ce lien est personnel : ne le transférez qu’aux personnes habilitées à décider.</p>
<p>${e(company)}</p>
</body></html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    ...(p.email ? { replyTo: p.email } : {}),
    senderName: onBehalfOf(company),
    attachments: [{ filename: input.fileName, contentType: 'application/pdf', content: input.pdf.toString('base64') }],
    kind: 'quote-sent',
  };
}
