import { formatDateTime } from '@devis/domain';
import { escapeHtml } from '../mail/escape-html';
import type { StoredMail } from '../mail/outbox-reader';
import { FAVICON_LINK } from '../shell/favicon';

/** The links a mail carries, listed under it so they are one click away. */
export function mailLinks(html: string): string[] {
  const links = new Set<string>();
  for (const m of html.matchAll(/href="([^"]+)"/g)) links.add(m[1]!.replace(/&amp;/g, '&'));
  return [...links];
}

function attachmentUrl(base: string, mail: StoredMail, filename: string): string {
  return `${base}/attachments/${encodeURIComponent(mail.id)}/${encodeURIComponent(filename)}`;
}

function mailSection(base: string, mail: StoredMail): string {
  const links = mailLinks(mail.html);
  // The body is shown in a sandboxed frame; <base target="_top"> makes its links open in this tab.
  const srcdoc = `<base target="_top"><style>body{font-family:system-ui,sans-serif;margin:12px}</style>${mail.html}`;
  return `<article class="mail" data-kind="${escapeHtml(mail.kind)}">
  <h2>${escapeHtml(mail.subject)}</h2>
  <dl>
    ${mail.senderName ? `<dt>De</dt><dd>${escapeHtml(mail.senderName)}</dd>` : ''}
    <dt>À</dt><dd>${escapeHtml(mail.to)}</dd>
    <dt>Date</dt><dd><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(formatDateTime(mail.sentAt))}</time></dd>
    ${mail.replyTo ? `<dt>Répondre à</dt><dd>${escapeHtml(mail.replyTo)}</dd>` : ''}
    <dt>Type</dt><dd>${escapeHtml(mail.kind)}</dd>
  </dl>
  <iframe title="${escapeHtml(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(srcdoc)}"></iframe>
  ${links.length ? `<p class="links">Liens : ${links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join(' ')}</p>` : ''}
  ${
    mail.attachments.length
      ? `<p class="attachments">Pièces jointes : ${mail.attachments
          .map((a) => `<a href="${escapeHtml(attachmentUrl(base, mail, a.filename))}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a> (${Math.ceil(a.size / 1024)} Ko)`)
          .join(', ')}</p>`
      : ''
  }
</article>`;
}

/** The local outbox as a page a person can open: newest mail first. */
export function outboxPage(base: string, mails: StoredMail[]): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${FAVICON_LINK}
<title>Boîte d'envoi locale – Devis</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 24px; color: #0f172a; background: #f8fafc; }
  .mail { background: #fff; border: 1px solid #e2e8f0; border-radius: 8px; padding: 16px; margin: 16px 0; }
  .mail h2 { margin: 0 0 8px; font-size: 1.1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; color: #475569; }
  dt { font-weight: 600; } dd { margin: 0; }
  iframe { width: 100%; min-height: 260px; border: 1px solid #e2e8f0; border-radius: 4px; }
  .links a, .attachments a { color: #2563eb; word-break: break-all; }
</style>
</head>
<body>
<h1>Boîte d'envoi locale</h1>
<p>Les emails envoyés par l'application en local arrivent ici (${mails.length} message${mails.length > 1 ? 's' : ''}). <a href="${escapeHtml(base)}/messages.json">JSON</a></p>
${mails.length ? mails.map((m) => mailSection(base, m)).join('\n') : '<p>Aucun email pour le moment.</p>'}
</body>
</html>`;
}
