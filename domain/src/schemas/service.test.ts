import { VAT_RATES } from '../vat';
import { quoteLineSchema } from './quote';
import { serviceSchema } from './service';

describe('service form', () => {
  it('defaults VAT to 20 % and the unit to "unité"', async () => {
    const service = await serviceSchema.validate({ name: 'Audit SEO', unit_price_ht: 45000, unit: '' });
    expect(service).toMatchObject({ name: 'Audit SEO', unit_price_ht: 45000, tva_rate_percent: 20, unit: 'unité', description: null });
  });

  it('requires a name and a price', async () => {
    await expect(serviceSchema.validate({ name: '', unit_price_ht: 100 })).rejects.toThrow('Le nom du service est requis');
    await expect(serviceSchema.validate({ name: 'A', unit_price_ht: '' })).rejects.toThrow('Le prix unitaire est requis');
  });

  it('accepts a free service but no negative price or fraction of a cent', async () => {
    await expect(serviceSchema.validate({ name: 'A', unit_price_ht: 0 })).resolves.toMatchObject({ unit_price_ht: 0 });
    await expect(serviceSchema.validate({ name: 'A', unit_price_ht: -1 })).rejects.toThrow('Le prix doit être positif ou nul');
    await expect(serviceSchema.validate({ name: 'A', unit_price_ht: 10.5 })).rejects.toThrow('Le prix doit être un nombre entier de centimes');
  });

  it('takes the French VAT rates only, the ones a quote line accepts', async () => {
    for (const rate of VAT_RATES) {
      await expect(serviceSchema.validate({ name: 'A', unit_price_ht: 1, tva_rate_percent: rate })).resolves.toMatchObject({ tva_rate_percent: rate });
      // Whatever the catalogue accepts, a line filled from it accepts too.
      await expect(quoteLineSchema.validate({ description: 'A', quantity: 1, unit_price_ht: 1, tva_rate_percent: rate })).resolves.toBeTruthy();
    }
    expect([...VAT_RATES]).toEqual([0, 2.1, 5.5, 10, 20]);
    for (const rate of [8.5, 7, 19.6, 101, 5.555]) {
      await expect(serviceSchema.validate({ name: 'A', unit_price_ht: 1, tva_rate_percent: rate })).rejects.toThrow(
        'Le taux de TVA doit être un taux français : 0 %, 2,1 %, 5,5 %, 10 % ou 20 %',
      );
    }
  });
});
