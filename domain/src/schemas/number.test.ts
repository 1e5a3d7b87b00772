import { quoteLineSchema } from './quote';
import { serviceSchema } from './service';

const service = (unit_price_ht: unknown) => serviceSchema.validate({ name: 'Audit', unit_price_ht });

describe('numbers', () => {
  it('refuses a value of another type rather than reading another amount from it', async () => {
    // yup alone reads these as 16, 3, 1000, 50, 250, 7 and 1.
    for (const value of ['0x10', '0b11', '1e3', ' 5 0 ', [250], [[7]], true, {}, '12,5', 'Infinity']) {
      await expect(service(value)).rejects.toThrow('Nombre invalide');
    }
  });

  it('takes JSON numbers and the decimals an input holds', async () => {
    await expect(service(1250)).resolves.toMatchObject({ unit_price_ht: 1250 });
    await expect(service('1250')).resolves.toMatchObject({ unit_price_ht: 1250 });
    await expect(service(' 1250 ')).resolves.toMatchObject({ unit_price_ht: 1250 });
    await expect(quoteLineSchema.validate({ description: 'A', quantity: '1.5', unit_price_ht: 100 })).resolves.toMatchObject({ quantity: 1.5 });
  });

  it('leaves an empty value to the required rule', async () => {
    await expect(service('')).rejects.toThrow('Le prix unitaire est requis');
    await expect(service(null)).rejects.toThrow('Le prix unitaire est requis');
  });

  it('gives a line its own message for a wrong type', async () => {
    await expect(quoteLineSchema.validate({ description: 'A', quantity: [2], unit_price_ht: 100 })).rejects.toThrow('Nombre invalide');
  });
});
