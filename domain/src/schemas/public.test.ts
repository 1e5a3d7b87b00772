import { isPublicEmail, publicAcceptSchema, publicRejectSchema } from './public';

const fill = 'Veuillez remplir tous les champs et accepter les conditions.';

/** The messages the accept form shows: the schema's, checked before any call. */
async function acceptErrors(form: { full_name: string; email: string; terms_accepted: boolean }): Promise<string[]> {
  try {
    await publicAcceptSchema.validate({ t: 'x', ...form }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

test('the accept form needs a name, an email and the terms, with one message', async () => {
  expect(await acceptErrors({ full_name: '', email: 'a@b.fr', terms_accepted: true })).toEqual([fill]);
  expect(await acceptErrors({ full_name: 'Claire', email: ' ', terms_accepted: true })).toEqual([fill]);
  expect(await acceptErrors({ full_name: 'Claire', email: 'a@b.fr', terms_accepted: false })).toEqual([fill]);
  expect(await acceptErrors({ full_name: 'Claire', email: 'pas-un-email', terms_accepted: true })).toEqual(['Veuillez saisir une adresse email valide']);
  expect(await acceptErrors({ full_name: 'Claire', email: ' Claire@Boulangerie.FR ', terms_accepted: true })).toEqual([]);
});

test('a signature needs a visible name, and consent is the JSON true only', async () => {
  // Zero-width spaces, a word joiner, the Hangul filler: nothing anyone could read as a name.
  for (const full_name of ['\u200b\u200b', '\u2060', '\u3164', '…', '12']) {
    expect(await publicAcceptSchema.isValid({ t: 'x', full_name, email: 'a@b.fr', terms_accepted: true })).toBe(false);
  }
  expect(await publicAcceptSchema.isValid({ t: 'x', full_name: 'Zoé N’Diaye', email: 'a@b.fr', terms_accepted: true })).toBe(true);
  for (const terms_accepted of [1, '1', 'true', 'TRUE']) {
    await expect(publicAcceptSchema.validate({ t: 'x', full_name: 'Claire', email: 'a@b.fr', terms_accepted })).rejects.toThrow(fill);
  }
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
