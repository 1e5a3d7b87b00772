import { object } from 'yup';
import { optionalTextField, requiredText } from './text';

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
