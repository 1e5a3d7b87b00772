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

  it('takes a VAT rate from 0 to 100 with at most 2 decimals', async () => {
    await expect(serviceSchema.validate({ name: 'A', unit_price_ht: 1, tva_rate_percent: 8.5 })).resolves.toMatchObject({ tva_rate_percent: 8.5 });
    await expect(serviceSchema.validate({ name: 'A', unit_price_ht: 1, tva_rate_percent: 101 })).rejects.toThrow('Le taux de TVA doit être compris entre 0 et 100');
    await expect(serviceSchema.validate({ name: 'A', unit_price_ht: 1, tva_rate_percent: 5.555 })).rejects.toThrow('Le taux de TVA a au plus 2 décimales');
  });
});
