import { loginSchema } from '@devis/domain';
import { validate } from './route';
import { toHttpError } from './errors';

/** The answer the API gives for what validate() throws. */
const answerOf = async (value: unknown) => toHttpError(await validate(loginSchema, value).then(() => null, (e: unknown) => e));

describe('validate', () => {
  it('answers a malformed field (an array or a number where text is expected) with a French 400 naming the field', async () => {
    const error = await answerOf({ email: [], password: 12345678 });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Adresse email invalide');
    expect(error.details).toMatchObject({ email: 'Adresse email invalide', password: 'Texte attendu' });
  });

  it('answers an object whose toString is not a function with a 400 too', async () => {
    expect((await answerOf({ email: { toString: 1 }, password: 'x' })).status).toBe(400);
  });

  it('keeps the first field message and the per-field details', async () => {
    const error = await answerOf({ email: 'pas-un-email', password: '' });
    expect(error.status).toBe(400);
    expect(error.details).toMatchObject({ email: 'Adresse email invalide', password: 'Ce champ est requis' });
  });
});
