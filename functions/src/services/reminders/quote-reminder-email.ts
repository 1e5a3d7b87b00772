import { deName, formatDate, formatMoney, remainingDays } from '@devis/domain';
import type { Mail } from '../../mail/port';
import { escapeHtml } from '../../mail/escape-html';
import { onBehalfOf } from '../../mail/sender-name';
import type { QuoteVersionDoc } from '../sending/quote-version';

/** "expire demain", "expire dans 3 jours", "expire aujourd'hui" (Paris days). */
function expiresIn(validUntil: string, now: Date): string {
  const days = remainingDays(validUntil, now);
  if (days <= 0) return "expire ce soir";
  if (days === 1) return 'expire demain';
  return `expire dans ${days} jours`;
}

/**
 * The automatic reminder (relance) a client receives a few days before a sent quote expires: the same
 * version, a working link of its own, no attachment (the first mail had the PDF; the link shows it).
 */
export function quoteReminderMail(input: { to: string; version: QuoteVersionDoc; link: string; now: Date }): Mail {
  const { quote: q, provider: p } = input.version;
  const company = p.company_name || 'Votre prestataire';
  const greeting = q.client?.contact_name ? `Bonjour ${q.client.contact_name},` : 'Bonjour,';
  const validUntil = q.valid_until!;
  const subject = `Rappel : le devis ${q.quote_number} ${deName(company)} ${expiresIn(validUntil, input.now)}`;
  const what = q.title ? `« ${q.title} »` : `n° ${q.quote_number}`;
  const deadline = `Il est valable jusqu'au ${formatDate(validUntil)} inclus.`;
  const amount = `Montant : ${formatMoney(q.total_ttc)} TTC.`;
  const text = [
    greeting,
    '',
    `Petit rappel : ${company} vous a envoyé le devis ${what}, qui attend votre réponse. ${amount}`,
    deadline,
    '',
    `Consultez-le, acceptez-le ou refusez-le en ligne : ${input.link}`,
    '',
    'Ce lien est personnel : ne le transférez qu’aux personnes habilitées à décider.',
    'Si vous avez déjà répondu, ne tenez pas compte de ce message.',
    '',
    `${company}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${e(greeting)}</p>
<p>Petit rappel : <strong>${e(company)}</strong> vous a envoyé le devis ${e(what)}, qui attend votre réponse. ${e(amount)}<br>${e(deadline)}</p>
<p><a href="${e(input.link)}" style="display:inline-block;background:${e(p.brand_primary_color)};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Consulter le devis</a></p>
<p style="font-size:13px;color:#64748b">Ou copiez ce lien : ${e(input.link)}<br>Ce lien est personnel : ne le transférez qu’aux personnes habilitées à décider. Si vous avez déjà répondu, ne tenez pas compte de ce message.</p>
<p>${e(company)}</p>
</body></html>`;
  return { to: input.to, subject, text, html, ...(p.email ? { replyTo: p.email } : {}), senderName: onBehalfOf(company), kind: 'quote-reminder' };
}
