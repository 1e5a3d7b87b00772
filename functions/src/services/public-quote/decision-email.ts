import { formatDateTime, formatMoney, type QuoteDecision } from '@devis/domain';
import type { Mail } from '../../mail/port';
import { escapeHtml } from '../../mail/escape-html';
import type { QuoteVersionDoc } from '../sending/quote-version';

/** Tells the provider that a client accepted or refused a quote, with the evidence. */
export function decisionMail(input: { to: string; version: QuoteVersionDoc; decision: QuoteDecision; origin: string }): Mail {
  const { quote: q } = input.version;
  const d = input.decision;
  const accepted = d.action === 'accepted';
  const client = q.client?.company_name ?? 'Votre client';
  const subject = `Devis ${q.quote_number} ${accepted ? 'accepté' : 'refusé'} par ${client}`;
  const facts = accepted
    ? [`Accepté par : ${d.name ?? ''} (${d.email ?? ''})`, `Le : ${formatDateTime(d.at)}`, `Montant : ${formatMoney(q.total_ttc)} TTC`, `Empreinte SHA-256 du PDF accepté : ${d.pdf_sha256 ?? ''}`]
    : [`Refusé le : ${formatDateTime(d.at)}`, `Motif : ${d.reason ?? 'aucun motif indiqué'}`];
  const link = `${input.origin}/app/quotes`;
  const intro = `Le devis ${q.quote_number}${q.title ? ` « ${q.title} »` : ''} a été ${accepted ? 'accepté' : 'refusé'} en ligne.`;
  const text = ['Bonjour,', '', intro, '', ...facts, '', `Voir vos devis : ${link}`].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>Bonjour,</p><p>${e(intro)}</p><ul>${facts.map((f) => `<li>${e(f)}</li>`).join('')}</ul>
<p><a href="${e(link)}">Voir vos devis</a></p></body></html>`;
  return { to: input.to, subject, text, html, kind: 'quote-decision' };
}
