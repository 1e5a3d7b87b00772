import { object } from 'yup';
import { clientSchema } from './client';
import { contactSchema } from './contact';
import { optionalLine, optionalTextField, requiredLine, requiredText } from './text';

const schema = object({ title: requiredText(200, 'Le titre est requis'), description: optionalTextField(2000) });

describe('text fields', () => {
  it('drop the bidirectional overrides that disguise a name, and other invisible controls', async () => {
    const value = await schema.validate({ title: 'Devis \u202Efdp.exe', description: 'Ligne\u0000 1\u2066\u2069' });
    expect(value).toEqual({ title: 'Devis fdp.exe', description: 'Ligne 1' });
  });

  it('keep line breaks, tabs and every printable character, accents and € included', async () => {
    const description = 'Pose\tdépose\r\nFinitions « soignées » : 1 200,50 € HT — art. 293 B';
    expect((await schema.validate({ title: 'Rénovation', description })).description).toBe(description);
  });

  it('count the length once the controls are gone', async () => {
    await expect(schema.validate({ title: `${'a'.repeat(200)}\u202E` })).resolves.toMatchObject({ title: 'a'.repeat(200) });
  });

  it('a title made only of controls is blank', async () => {
    await expect(schema.validate({ title: '\u202E\u202C' })).rejects.toThrow('Le titre est requis');
  });
});

describe('names and titles', () => {
  const names = object({ name: requiredLine(200, 'Le nom est requis'), company: optionalLine(200) });

  it('are one line: a pasted line break becomes a space (a mail subject or a PDF heading stays one line)', async () => {
    await expect(names.validate({ name: 'Studio\r\nBcc: x@y.fr', company: ' Atelier \n\n Papier\u2028SARL ' })).resolves.toEqual({ name: 'Studio Bcc: x@y.fr', company: 'Atelier Papier SARL' });
    await expect(names.validate({ name: '\r\n' })).rejects.toThrow('Le nom est requis');
  });

  it('are one line in the forms that carry them, while addresses and notes keep their lines', async () => {
    const client = await clientSchema.validate({ company_name: 'Boulangerie\nMartin', address: '12 rue Haute\nBât. B' });
    expect(client).toMatchObject({ company_name: 'Boulangerie Martin', address: '12 rue Haute\nBât. B' });
  });
});

describe('emails', () => {
  it('a value that is no text is refused on its field, not as a fault of the lowercasing', async () => {
    const error = await contactSchema.validate({ name: 'Léa', email: ['a@b.fr'], message: 'Bonjour, un devis svp.' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ValidationError', path: 'email', errors: ['Adresse email invalide'] });
  });
});
