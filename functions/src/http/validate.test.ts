import { loginSchema } from '@devis/domain';
import { validate } from './route';
import { HttpError } from './errors';

describe('validate', () => {
  it('answers a malformed field (an array where text is expected) with a French 400, not a 500', async () => {
    const error = await validate(loginSchema, { email: [], password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).message).toBe('Données invalides');
  });

  it('answers an object whose toString is not a function with a 400 too', async () => {
    const error = await validate(loginSchema, { email: { toString: 1 }, password: 'x' }).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(400);
  });

  it('keeps the first field message and the per-field details', async () => {
    const error = (await validate(loginSchema, { email: 'pas-un-email', password: '' }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(400);
    expect(error.details).toMatchObject({ email: 'Adresse email invalide', password: 'Ce champ est requis' });
  });
});
