import { formatMoney } from '@devis/domain';
import type { Mail } from '../../mail/port';
import { escapeHtml } from '../../mail/escape-html';
import type { QuoteVersionDoc } from '../sending/quote-version';

/**
 * Tells the provider that a visitor built a quote on their public page: number, lines, total, the
 * visitor's email (or that it is not known yet), the PDF the visitor gets, and a link to the quotes list.
 */
export function basketQuoteMail(input: { to: string; version: QuoteVersionDoc; visitorEmail: string | null; pdf: Buffer; fileName: string; origin: string }): Mail {
  const q = input.version.quote;
  const subject = `Nouveau devis ${q.quote_number} depuis votre page publique`;
  const who = input.visitorEmail
    ? `Adresse du visiteur : ${input.visitorEmail}`
    : "Le visiteur n'a pas encore laissé son adresse : il la donnera en téléchargeant le PDF.";
  const lines = q.lines.map((l) => `${l.quantity} × ${l.description} : ${formatMoney(l.total_ht)} HT`);
  return providerMail({
    to: input.to,
    subject,
    paragraphs: [`Un visiteur de votre page publique a composé le devis ${q.quote_number}.`, who],
    list: [...lines, `Total : ${formatMoney(q.total_ttc)} TTC`],
    origin: input.origin,
    kind: 'public-basket-quote',
    replyTo: input.visitorEmail,
    attachments: [{ filename: input.fileName, contentType: 'application/pdf', content: input.pdf.toString('base64') }],
  });
}

/** DOWNLOAD_ON_EMAIL: the visitor gave an email for a basket quote that had none. */
export function visitorEmailMail(input: { to: string; quoteNumber: string; visitorEmail: string; origin: string }): Mail {
  return providerMail({
    to: input.to,
    subject: `Devis ${input.quoteNumber} : le visiteur a laissé son adresse`,
    paragraphs: [`Le visiteur qui a composé le devis ${input.quoteNumber} sur votre page publique l'a téléchargé.`, `Adresse du visiteur : ${input.visitorEmail}`],
    list: [],
    origin: input.origin,
    kind: 'public-basket-email',
    replyTo: input.visitorEmail,
  });
}

function providerMail(m: {
  to: string;
  subject: string;
  paragraphs: string[];
  list: string[];
  origin: string;
  kind: string;
  replyTo: string | null;
  attachments?: Mail['attachments'];
}): Mail {
  const link = `${m.origin}/app/quotes`;
  const text = ['Bonjour,', '', ...m.paragraphs, '', ...m.list, ...(m.list.length ? [''] : []), `Voir vos devis : ${link}`].join('\n');
  const e = escapeHtml;
  const list = m.list.length ? `<ul>${m.list.map((l) => `<li>${e(l)}</li>`).join('')}</ul>` : '';
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>Bonjour,</p>${m.paragraphs.map((p) => `<p>${e(p)}</p>`).join('')}${list}
<p><a href="${e(link)}">Voir vos devis</a></p></body></html>`;
  return {
    to: m.to,
    subject: m.subject,
    text,
    html,
    kind: m.kind,
    ...(m.replyTo ? { replyTo: m.replyTo } : {}),
    ...(m.attachments ? { attachments: m.attachments } : {}),
  };
}
