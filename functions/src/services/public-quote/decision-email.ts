import { formatDateTime, type QuoteDecision } from '@devis/domain';
import type { Mail } from '../../mail/port';
import { escapeHtml } from '../../mail/escape-html';
import type { QuoteVersionDoc } from '../sending/quote-version';
import { acceptanceFacts } from './acceptance-facts';

/** Tells the provider that a client accepted or refused a quote, with the evidence and a link to it. */
export function decisionMail(input: { to: string; version: QuoteVersionDoc; decision: QuoteDecision; origin: string }): Mail {
  const { quote: q } = input.version;
  const d = input.decision;
  const accepted = d.action === 'accepted';
  const client = q.client?.company_name ?? 'Votre client';
  const subject = `Devis ${q.quote_number} ${accepted ? 'accepté' : 'refusé'} par ${client}`;
  const facts = accepted
    ? acceptanceFacts(q, d)
    : [`Refusé le : ${formatDateTime(d.at)} (heure de Paris)`, `Motif : ${d.reason ?? 'aucun motif indiqué'}`];
  // The list with this quote's detail open.
  const link = `${input.origin}/app/quotes?devis=${encodeURIComponent(input.version.quote_id)}`;
  const intro = `Le devis ${q.quote_number}${q.title ? ` « ${q.title} »` : ''} a été ${accepted ? 'accepté' : 'refusé'} en ligne.`;
  const text = ['Bonjour,', '', intro, '', ...facts, '', `Voir le devis : ${link}`].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>Bonjour,</p><p>${e(intro)}</p><ul>${facts.map((f) => `<li>${e(f)}</li>`).join('')}</ul>
<p><a href="${e(link)}">Voir le devis</a></p></body></html>`;
  // The provider's reply goes to whoever accepted.
  return { to: input.to, subject, text, html, ...(accepted && d.email ? { replyTo: d.email } : {}), kind: 'quote-decision' };
}
