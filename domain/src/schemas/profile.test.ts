import { avatarFileError, base64DecodedSize, profileSchema } from './profile';

describe('profile form', () => {
  it('fills the spec defaults', async () => {
    const profile = await profileSchema.validate({ company_name: 'Studio Lumière' });
    expect(profile).toMatchObject({
      company_country: 'France',
      quote_payment_terms: 'Règlement à 30 jours',
      brand_primary_color: '#3B82F6',
      brand_secondary_color: '#64748B',
      brand_accent_color: '#10B981',
      vat_franchise: false,
      tva_rate_percent: 20,
      iban: null,
      logo_url: null,
    });
  });

  it('normalizes bank codes and refuses wrong ones', async () => {
    const profile = await profileSchema.validate({ company_name: 'A', iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'bnpafrpp' });
    expect(profile.iban).toBe('FR7630006000011234567890189');
    expect(profile.bic).toBe('BNPAFRPP');
    await expect(profileSchema.validate({ company_name: 'A', iban: 'FR76 3000 6000 0112 3456 7890 188' })).rejects.toThrow('IBAN invalide');
    await expect(profileSchema.validate({ company_name: 'A', bic: 'BNP' })).rejects.toThrow('BIC invalide');
  });

  it('normalizes the intra-community VAT number and refuses one that cannot be', async () => {
    await expect(profileSchema.validate({ company_name: 'A', tva_intracom: ' fr 44 732.829-320 ' })).resolves.toMatchObject({ tva_intracom: 'FR44732829320' });
    await expect(profileSchema.validate({ company_name: 'A', tva_intracom: '' })).resolves.toMatchObject({ tva_intracom: null });
    for (const wrong of ['FRXX', 'FR45732829320', '732829320']) {
      await expect(profileSchema.validate({ company_name: 'A', tva_intracom: wrong })).rejects.toThrow('Numéro de TVA intracommunautaire invalide');
    }
  });

  it('checks colours, the logo URL and the SIRET', async () => {
    await expect(profileSchema.validate({ company_name: 'A', brand_primary_color: 'red' })).rejects.toThrow('La couleur doit être au format #RRGGBB');
    await expect(profileSchema.validate({ company_name: 'A', logo_url: 'javascript:alert(1)' })).rejects.toThrow(
      "L'URL du logo doit commencer par http:// ou https://",
    );
    await expect(profileSchema.validate({ company_name: 'A', siret: '123' })).rejects.toThrow('Le SIRET doit contenir 14 chiffres');
    await expect(profileSchema.validate({ company_name: 'A', siret: '732 829 320 00074' })).resolves.toMatchObject({ siret: '73282932000074' });
  });

  it("takes a French VAT rate as the provider's default rate", async () => {
    await expect(profileSchema.validate({ company_name: 'A', tva_rate_percent: 2.1 })).resolves.toMatchObject({ tva_rate_percent: 2.1 });
    await expect(profileSchema.validate({ company_name: 'A', tva_rate_percent: 8.5 })).rejects.toThrow(
      'Le taux de TVA doit être un taux français : 0 %, 2,1 %, 5,5 %, 10 % ou 20 %',
    );
  });

  it('leaves the public page out: its switch, mode and id have their own routes', async () => {
    const saved = await profileSchema.validate({ company_name: 'A', public_access_mode: 'OPEN', public_page_enabled: true, public_id: 'x' }, { stripUnknown: true });
    expect(saved).not.toHaveProperty('public_access_mode');
    expect(saved).not.toHaveProperty('public_page_enabled');
    expect(saved).not.toHaveProperty('public_id');
  });

  it('requires the company name', async () => {
    await expect(profileSchema.validate({ company_name: '' })).rejects.toThrow("Le nom de l'entreprise est requis");
  });
});

describe('avatar file', () => {
  it('accepts images up to 5 MB', () => {
    expect(avatarFileError({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(avatarFileError({ type: 'application/pdf', size: 10 })).toBe('Le fichier doit être une image');
    expect(avatarFileError({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe("L'image ne doit pas dépasser 5MB");
  });

  it('measures base64 without decoding it', () => {
    for (const n of [0, 1, 2, 3, 100, 1001]) {
      expect(base64DecodedSize(Buffer.alloc(n, 7).toString('base64'))).toBe(n);
    }
  });
});

describe('malformed JSON', () => {
  it('answers with validation errors, never a TypeError', async () => {
    const junk = { company_name: ['x'], iban: { a: 1 }, bic: [1], siret: ['1'], brand_primary_color: ['#FFFFFF'], logo_url: {}, quote_payment_terms: [] };
    await expect(profileSchema.validate(junk, { abortEarly: false })).rejects.toMatchObject({ name: 'ValidationError' });
  });
});
