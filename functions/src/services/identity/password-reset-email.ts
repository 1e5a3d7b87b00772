import type { Mail } from '../../mail/port';
import { escapeHtml } from '../../mail/escape-html';

/** The French email that carries the link to choose a new password (our own page applies the code). */
export function passwordResetEmail(input: { to: string; link: string }): Mail {
  const text = [
    'Bonjour,',
    '',
    'Vous avez demandé à changer le mot de passe de votre compte Devis.',
    'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :',
    input.link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    '',
    "L'équipe Devis",
  ].join('\n');
  const html = `<p>Bonjour,</p>
<p>Vous avez demandé à changer le mot de passe de votre compte Devis.<br>Pour choisir un nouveau mot de passe (lien valable une heure) :</p>
<p><a href="${escapeHtml(input.link)}">Choisir un nouveau mot de passe</a></p>
<p>Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(input.link)}</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>
<p>L'équipe Devis</p>`;
  return { to: input.to, subject: 'Choisissez un nouveau mot de passe', text, html, kind: 'password-reset' };
}
