import { ValidationError } from 'yup';
import { clientSchema } from './client';

describe('client form', () => {
  it('requires a company name, in French', async () => {
    await expect(clientSchema.validate({ company_name: '  ' })).rejects.toThrow("Le nom de l'entreprise est requis");
  });

  it('defaults the country to France and stores empty optional fields as null', async () => {
    const client = await clientSchema.validate({ company_name: ' Boulangerie Martin ', email: '', phone: '  ', country: '' });
    expect(client).toEqual({
      company_name: 'Boulangerie Martin',
      contact_name: null,
      email: null,
      phone: null,
      address: null,
      postal_code: null,
      city: null,
      country: 'France',
    });
  });

  it('checks the email format', async () => {
    const error = await clientSchema.validate({ company_name: 'A', email: 'pas-un-email' }).catch((e: ValidationError) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual(['Adresse email invalide']);
  });
});

describe('malformed JSON', () => {
  it('refuses arrays and objects in text fields with French messages', async () => {
    const error = (await clientSchema.validate({ company_name: ['A'], email: ['a@b.fr'], country: {} }, { abortEarly: false }).catch((e: ValidationError) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.errors).toEqual(['Texte attendu', 'Texte attendu', 'Texte attendu']);
  });

  it('refuses numbers and booleans in text fields instead of storing them as text', async () => {
    const error = (await clientSchema.validate({ company_name: 'A', phone: 612345678, city: true }, { abortEarly: false }).catch((e: ValidationError) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.errors).toEqual(['Texte attendu', 'Texte attendu']);
  });

  it('still takes text, blanks and absent fields', async () => {
    await expect(clientSchema.validate({ company_name: ' A ', phone: null, city: '' })).resolves.toMatchObject({ company_name: 'A', phone: null, city: null });
  });
});
