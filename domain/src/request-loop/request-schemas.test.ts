import { ValidationError } from 'yup';
import fc from 'fast-check';
import { clientRequestSchema, counterProposalSchema, deadlineError, modificationDecisionSchema, requestProposalSchema } from './request-schemas';

async function messagesOf(schema: { validate(v: unknown, o: object): Promise<unknown> }, input: unknown): Promise<string[]> {
  try {
    await schema.validate(input, { abortEarly: false });
    return [];
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
}

const line = { description: 'Logo', quantity: 1, unit_price_ht: 50_000, tva_rate_percent: 20 };
const request = { title: 'Site vitrine', description: '', deadline: '', lines: [line], provider_ids: ['p1'] };

describe('client wizard', () => {
  it('accepts a request and fills the defaults', async () => {
    const v = await clientRequestSchema.validate({ ...request, lines: [{ description: 'Manuelle', quantity: '', unit_price_ht: '' }] });
    expect(v).toMatchObject({ title: 'Site vitrine', description: null, deadline: null, request_key: null });
    expect(v.lines[0]).toEqual({ description: 'Manuelle', quantity: 0, unit_price_ht: 0, tva_rate_percent: 20, service_id: null, provider_id: null, unit: null });
  });

  it('asks for a title, a line and a provider with the spec message', async () => {
    expect(await messagesOf(clientRequestSchema, { ...request, title: '  ' })).toEqual(['Veuillez remplir tous les champs requis']);
    expect(await messagesOf(clientRequestSchema, { ...request, lines: [] })).toEqual(['Veuillez remplir tous les champs requis']);
    expect(await messagesOf(clientRequestSchema, { ...request, provider_ids: [] })).toEqual(['Veuillez remplir tous les champs requis']);
    expect(await messagesOf(clientRequestSchema, {})).toEqual(expect.arrayContaining(['Veuillez remplir tous les champs requis']));
  });

  it('allows 0 but not negative amounts, VAT only from the French rates', async () => {
    expect(await messagesOf(clientRequestSchema, { ...request, lines: [{ ...line, unit_price_ht: 0, quantity: 0 }] })).toEqual([]);
    expect(await messagesOf(clientRequestSchema, { ...request, lines: [{ ...line, unit_price_ht: -1 }] })).toEqual(['Le prix doit être positif ou nul']);
    expect(await messagesOf(clientRequestSchema, { ...request, lines: [{ ...line, tva_rate_percent: 7 }] })).toEqual(['Le taux de TVA doit être un taux français : 0 %, 2,1 %, 5,5 %, 10 % ou 20 %']);
  });

  it('limits a line as a quote line, with messages that say so', async () => {
    const errors = (extra: object) => messagesOf(clientRequestSchema, { ...request, lines: [{ ...line, ...extra }] });
    expect(await errors({ quantity: 1_000_001, unit_price_ht: 1 })).toEqual(['La quantité ne doit pas dépasser 1 000 000']);
    expect(await errors({ unit_price_ht: 10_000_000_01 })).toEqual(['Le prix unitaire ne doit pas dépasser 10 000 000 € HT']);
    // Each within its own limit, together over a line's.
    expect(await errors({ quantity: 1_000, unit_price_ht: 10_000_000_00 })).toEqual(["Le montant d'une ligne ne doit pas dépasser 100 000 000 € HT"]);
    expect(await errors({ quantity: 1_000_000, unit_price_ht: 100_00 })).toEqual([]);
    expect(await messagesOf(counterProposalSchema, { title: 'x', budget: 100_000_000_01, lines: [{ description: 'x', quantity: 1, unit_price_ht: 100 }] })).toEqual([
      'Le budget ne doit pas dépasser 100 000 000 €',
    ]);
  });

  it('sends to 10 providers at most', async () => {
    const ids = Array.from({ length: 11 }, (_, i) => `p${i}`);
    expect(await messagesOf(clientRequestSchema, { ...request, provider_ids: ids })).toEqual(['Vous pouvez envoyer une demande à 10 prestataires au plus']);
  });

  it('refuses a past wished date against the given day', () => {
    expect(deadlineError('2026-03-09', '2026-03-10')).toBe('La date souhaitée ne peut pas être passée');
    expect(deadlineError('2026-03-10', '2026-03-10')).toBeNull();
    expect(deadlineError(null, '2026-03-10')).toBeNull();
  });

  it('never accepts malformed input', async () => {
    const junk = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.object({ maxDepth: 1 }), fc.array(fc.integer(), { maxLength: 2 }));
    await fc.assert(
      fc.asyncProperty(fc.record({ title: junk, lines: fc.oneof(junk, fc.array(junk, { maxLength: 2 })), provider_ids: fc.oneof(junk, fc.array(junk, { maxLength: 2 })) }), async (input) => {
        const outcome = await clientRequestSchema.validate(input).then(
          () => 'accepted',
          (e: unknown) => e,
        );
        expect(outcome).not.toBe('accepted');
      }),
      { numRuns: 150 },
    );
  });
});

describe('proposal screen', () => {
  const proposal = { title: 'Refonte', lines: [line] };
  it('uses the messages of spec 000 §5', async () => {
    expect(await messagesOf(requestProposalSchema, { ...proposal, client_id: '' })).toEqual(['Veuillez sélectionner un client']);
    expect(await messagesOf(counterProposalSchema, { ...proposal, lines: [{ ...line, unit_price_ht: 0 }] })).toEqual(['Veuillez remplir toutes les lignes de la proposition']);
    expect(await messagesOf(counterProposalSchema, { ...proposal, lines: [{ ...line, description: '' }] })).toEqual(['Veuillez remplir toutes les lignes de la proposition']);
    expect(await messagesOf(counterProposalSchema, { ...proposal, title: '' })).toEqual(['Le titre est requis']);
  });
});

describe('modification decision', () => {
  it('takes accept or reject with an optional comment', async () => {
    expect(await modificationDecisionSchema.validate({ action: 'accept', comment: ' ' })).toEqual({ action: 'accept', comment: null });
    expect(await messagesOf(modificationDecisionSchema, { action: 'maybe' })).toEqual(['Valeur invalide']);
  });
});
