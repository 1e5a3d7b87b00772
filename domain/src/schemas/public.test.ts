import { acceptFormError, isPublicEmail, publicAcceptSchema, publicRejectSchema } from './public';

const fill = 'Veuillez remplir tous les champs et accepter les conditions.';

test('the accept form needs a name, an email and the terms, with one message', () => {
  expect(acceptFormError({ full_name: '', email: 'a@b.fr', terms_accepted: true })).toBe(fill);
  expect(acceptFormError({ full_name: 'Claire', email: ' ', terms_accepted: true })).toBe(fill);
  expect(acceptFormError({ full_name: 'Claire', email: 'a@b.fr', terms_accepted: false })).toBe(fill);
  expect(acceptFormError({ full_name: 'Claire', email: 'pas-un-email', terms_accepted: true })).toBe('Veuillez saisir une adresse email valide');
  expect(acceptFormError({ full_name: 'Claire', email: ' Claire@Boulangerie.FR ', terms_accepted: true })).toBeNull();
});

test('public emails are trimmed, lowercased and at most 255 characters', () => {
  expect(isPublicEmail(' A@B.FR ')).toBe(true);
  expect(isPublicEmail(`${'a'.repeat(251)}@b.fr`)).toBe(false);
  expect(isPublicEmail('a@b')).toBe(false);
});

test('the server schemas give the same answers and normalise the input', async () => {
  await expect(publicAcceptSchema.validate({ t: 'x', full_name: 'C', email: 'a@b.fr', terms_accepted: false })).rejects.toThrow(fill);
  await expect(publicAcceptSchema.validate({ t: 'x', full_name: 'C', email: ' A@B.FR ', terms_accepted: true })).resolves.toMatchObject({ email: 'a@b.fr' });
  await expect(publicAcceptSchema.validate({ full_name: 'C', email: 'a@b.fr', terms_accepted: true })).rejects.toThrow("Token manquant dans l'URL");
  await expect(publicRejectSchema.validate({ t: 'x', reason: '   ' })).resolves.toMatchObject({ reason: null });
});
