import fc from 'fast-check';
import { ValidationError } from 'yup';
import { quoteInputSchema } from './quote';

const line = { description: 'Création du site', quantity: 1, unit_price_ht: 150000, tva_rate_percent: 20 };
const valid = { client_id: 'c1', title: 'Site vitrine', quote_date: '2026-11-22', valid_until: '2026-12-06', notes: '', lines: [line] };

async function messagesOf(input: unknown): Promise<string[]> {
  try {
    await quoteInputSchema.validate(input, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as ValidationError).errors;
  }
}

describe('quote form', () => {
  it('accepts a complete quote and fills the line defaults', async () => {
    const quote = await quoteInputSchema.validate({ ...valid, lines: [{ description: 'x', quantity: 2, unit_price_ht: 100 }] });
    expect(quote.notes).toBeNull();
    expect(quote.lines[0]).toEqual({ description: 'x', quantity: 2, unit_price_ht: 100, tva_rate_percent: 20, service_id: 'custom', unit: null });
  });

  it("keeps a line's unit, trimmed, and refuses one longer than a service's", async () => {
    const quote = await quoteInputSchema.validate({ ...valid, lines: [{ ...line, unit: '  jour ' }] });
    expect(quote.lines[0]?.unit).toBe('jour');
    expect(await messagesOf({ ...valid, lines: [{ ...line, unit: 'x'.repeat(41) }] })).toEqual(['Ce champ est trop long']);
  });

  it('bounds quantity, unit price and line total, so that totals stay exact', async () => {
    const at = (quantity: number, unit_price_ht: number) => messagesOf({ ...valid, lines: [{ ...line, quantity, unit_price_ht }] });
    expect(await at(1_000_000, 100)).toEqual([]);
    expect(await at(1_000_000.01, 100)).toEqual(['La quantité ne doit pas dépasser 1 000 000']);
    expect(await at(1, 10_000_000_00)).toEqual([]);
    expect(await at(1, 10_000_000_01)).toEqual(['Le prix unitaire ne doit pas dépasser 10 000 000 € HT']);
    // Exactly 100 M€ HT is accepted; a cent more is not.
    expect(await at(10, 10_000_000_00)).toEqual([]);
    expect(await at(10.01, 10_000_000_00)).toEqual(["Le montant d'une ligne ne doit pas dépasser 100 000 000 € HT"]);
    // The line the issue found stored with a 1-cent error: 654,321.09 × 87,654,321.09 €.
    expect(await at(654_321.09, 8_765_432_109)).toContain('Le prix unitaire ne doit pas dépasser 10 000 000 € HT');
    const error = await quoteInputSchema.validate({ ...valid, lines: [line, { ...line, quantity: 100_000, unit_price_ht: 9_999_999_99 }] }, { abortEarly: false }).catch((e: ValidationError) => e);
    expect((error as ValidationError).inner.map((i) => i.path)).toEqual(['lines[1].unit_price_ht']);
  });

  // The proposal screen's texts ('Veuillez sélectionner un client', '... lignes de la proposition') are not
  // a quote's: a quote never speaks of a proposal.
  it('asks for a client in its own words', async () => {
    expect(await messagesOf({ ...valid, client_id: '' })).toEqual(['Choisissez le client de ce devis']);
  });

  it('refuses incomplete lines in its own words', async () => {
    const incomplete = 'Chaque ligne du devis doit avoir une description, une quantité et un prix unitaire supérieur à 0';
    expect(await messagesOf({ ...valid, lines: [{ ...line, description: ' ' }] })).toEqual([incomplete]);
    expect(await messagesOf({ ...valid, lines: [{ ...line, unit_price_ht: 0 }] })).toEqual([incomplete]);
    expect(await messagesOf({ ...valid, lines: [{ ...line, quantity: '' }] })).toEqual([incomplete]);
    expect(await messagesOf({ ...valid, lines: [null] })).toEqual([incomplete]);
    for (const input of [{ ...valid, client_id: '' }, { ...valid, lines: [{ ...line, description: '' }] }]) {
      expect((await messagesOf(input)).join(' ')).not.toMatch(/proposition|Veuillez/);
    }
  });

  it('needs at least one line', async () => {
    expect(await messagesOf({ ...valid, lines: [] })).toEqual(['Le devis doit contenir au moins une ligne']);
  });

  it('only takes the French VAT rates on lines', async () => {
    for (const rate of [0, 2.1, 5.5, 10, 20]) expect(await messagesOf({ ...valid, lines: [{ ...line, tva_rate_percent: rate }] })).toEqual([]);
    for (const rate of [7, 8.5, 19.6, 100, '20 %']) {
      expect([...new Set(await messagesOf({ ...valid, lines: [{ ...line, tva_rate_percent: rate }] }))]).toEqual(['Le taux de TVA doit être un taux français : 0 %, 2,1 %, 5,5 %, 10 % ou 20 %']);
    }
  });

  it('refuses a validity date before the quote date', async () => {
    expect(await messagesOf({ ...valid, valid_until: '2026-11-21' })).toEqual(['La date de validité doit être postérieure à la date du devis']);
    expect(await messagesOf({ ...valid, valid_until: '2026-02-30' })).toEqual(['Date invalide']);
  });

  it('refuses a day outside 2000-2099 (a typo such as 1900 or 9999 is no date of a quote)', async () => {
    expect(await messagesOf({ ...valid, quote_date: '1900-01-01', valid_until: null })).toEqual(['Date invalide']);
    expect(await messagesOf({ ...valid, quote_date: '9999-12-31', valid_until: null })).toEqual(['Date invalide']);
    expect(await messagesOf({ ...valid, valid_until: '2100-01-01' })).toEqual(['Date invalide']);
    expect(await messagesOf({ ...valid, quote_date: '2000-01-01', valid_until: '2099-12-31' })).toEqual([]);
  });

  it('quantities must be positive with at most 2 decimals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 100_000 }), async (hundredths) => {
        expect(await messagesOf({ ...valid, lines: [{ ...line, quantity: hundredths / 100 }] })).toEqual([]);
      }),
      { numRuns: 50 },
    );
    expect(await messagesOf({ ...valid, lines: [{ ...line, quantity: 0 }] })).toEqual(['La quantité doit être supérieure à 0']);
    expect(await messagesOf({ ...valid, lines: [{ ...line, quantity: 1.005 }] })).toEqual(['La quantité a au plus 2 décimales']);
  });
});

describe('malformed JSON', () => {
  // yup itself throws a TypeError on an object whose toString is not a function; the API answers both
  // kinds of refusal with a 400 (functions/src/http/validate.test.ts).
  it('refuses malformed input whatever the field types, never accepting it', async () => {
    const junk = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 1 }), fc.string());
    await fc.assert(
      fc.asyncProperty(fc.record({ client_id: junk, title: junk, quote_date: junk, valid_until: junk, notes: junk, lines: fc.oneof(junk, fc.array(junk, { maxLength: 2 })) }), async (input) => {
        const outcome: unknown = await quoteInputSchema.validate(input, { abortEarly: false }).then(
          () => 'accepted',
          (e: unknown) => e,
        );
        expect(outcome).not.toBe('accepted');
        if (!(outcome instanceof ValidationError)) expect(outcome).toBeInstanceOf(TypeError);
      }),
      { numRuns: 200 },
    );
  });
});
