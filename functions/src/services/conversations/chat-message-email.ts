import type { Mail } from '../../mail/port';
import { escapeHtml } from '../../mail/escape-html';

/** How much of the message the mail quotes: enough to decide to answer, the rest is in the app. */
const EXCERPT_LENGTH = 500;

/**
 * Tells the provider that a visitor wrote in the chat of a quote link. The message is the visitor's text:
 * escaped in the HTML part, never markup. No reply-to: the email a visitor typed is not verified.
 */
export function chatMessageMail(input: { to: string; quoteNumber: string; visitorEmail: string; content: string; conversationId: string; origin: string }): Mail {
  const excerpt = input.content.length > EXCERPT_LENGTH ? `${input.content.slice(0, EXCERPT_LENGTH)}…` : input.content;
  const link = `${input.origin}/app/messages/${encodeURIComponent(input.conversationId)}`;
  const subject = `Nouveau message sur le devis ${input.quoteNumber}`;
  const intro = `${input.visitorEmail} vous a écrit depuis le lien du devis ${input.quoteNumber} :`;
  const text = ['Bonjour,', '', intro, '', excerpt, '', `Répondre : ${link}`].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>Bonjour,</p><p>${e(intro)}</p><blockquote style="white-space:pre-wrap;border-left:3px solid #e5e7eb;margin:0;padding-left:12px">${e(excerpt)}</blockquote>
<p><a href="${e(link)}">Répondre</a></p></body></html>`;
  return { to: input.to, subject, text, html, kind: 'chat-message' };
}
