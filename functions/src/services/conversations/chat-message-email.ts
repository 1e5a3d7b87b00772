import type { Mail } from '../../mail/port';
import { escapeHtml } from '../../mail/escape-html';

/** How much of the message the mail quotes: enough to decide to answer, the rest is in the app. */
const EXCERPT_LENGTH = 500;

/**
 * A mail about a message: who wrote, the message quoted (escaped in the HTML part, never markup), and a link to
 * answer it in the app. No reply-to: answers belong in the conversation, where both parties see them.
 */
function messageMail(input: { to: string; subject: string; intro: string; content: string; link: string; footnote?: string; kind: string }): Mail {
  const excerpt = input.content.length > EXCERPT_LENGTH ? `${input.content.slice(0, EXCERPT_LENGTH)}…` : input.content;
  const text = ['Bonjour,', '', input.intro, '', excerpt, '', `Répondre : ${input.link}`, ...(input.footnote ? ['', input.footnote] : [])].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>Bonjour,</p><p>${e(input.intro)}</p><blockquote style="white-space:pre-wrap;border-left:3px solid #e5e7eb;margin:0;padding-left:12px">${e(excerpt)}</blockquote>
<p><a href="${e(input.link)}">Répondre</a></p>${input.footnote ? `<p style="color:#6b7280;font-size:13px">${e(input.footnote)}</p>` : ''}</body></html>`;
  return { to: input.to, subject: input.subject, text, html, kind: input.kind };
}

/** Tells the provider that a visitor wrote in the chat of a quote link (the visitor's email is not verified). */
export function chatMessageMail(input: { to: string; quoteNumber: string; visitorEmail: string; content: string; conversationId: string; origin: string }): Mail {
  return messageMail({
    to: input.to,
    subject: `Nouveau message sur le devis ${input.quoteNumber}`,
    intro: `${input.visitorEmail} vous a écrit depuis le lien du devis ${input.quoteNumber} :`,
    content: input.content,
    link: `${input.origin}/app/messages/${encodeURIComponent(input.conversationId)}`,
    kind: 'chat-message',
  });
}

/** Tells a party of an account conversation that the other wrote, once per run of unread messages. */
export function newMessageMail(input: { to: string; from: string; content: string; link: string }): Mail {
  return messageMail({
    to: input.to,
    subject: `Nouveau message de ${input.from}`,
    intro: `${input.from} vous a écrit :`,
    content: input.content,
    link: input.link,
    footnote: "Vous ne recevrez pas d'autre email pour les messages suivants tant que vous n'aurez pas lu celui-ci.",
    kind: 'new-message',
  });
}
