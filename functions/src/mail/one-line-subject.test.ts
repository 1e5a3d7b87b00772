import { withOneLineSubjects } from './one-line-subject';
import type { Mail } from './port';

test('a subject leaves on one line, whatever a name typed into it holds', async () => {
  const sent: Mail[] = [];
  const mailer = withOneLineSubjects({ send: async (mail) => void sent.push(mail) });
  await mailer.send({ to: 'a@b.fr', subject: 'Devis 2026-001 d’Atelier\r\nBcc: x@y.fr', text: 'Ligne 1\nLigne 2', html: '<p>t</p>', kind: 'test' });
  expect(sent).toEqual([{ to: 'a@b.fr', subject: 'Devis 2026-001 d’Atelier Bcc: x@y.fr', text: 'Ligne 1\nLigne 2', html: '<p>t</p>', kind: 'test' }]);
});
