import type { Mail } from '../../mail/port';
import { escapeHtml } from '../../mail/escape-html';

/** The French email that carries the confirmation link (our own page applies the code). */
export function verificationEmail(input: { to: string; companyName: string | null; link: string }): Mail {
  const greeting = input.companyName ? `Bonjour ${input.companyName},` : 'Bonjour,';
  const text = [
    greeting,
    '',
    'Merci pour votre inscription sur Devis.',
    'Pour activer votre compte, confirmez votre adresse email en ouvrant ce lien :',
    input.link,
    '',
    "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
    '',
    "L'équipe Devis",
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Merci pour votre inscription sur Devis.<br>Pour activer votre compte, confirmez votre adresse email :</p>
<p><a href="${escapeHtml(input.link)}">Confirmer mon adresse email</a></p>
<p>Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(input.link)}</p>
<p>Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.</p>
<p>L'équipe Devis</p>`;
  return { to: input.to, subject: 'Confirmez votre adresse email', text, html, kind: 'verify-email' };
}
