import { counterProposalSchema, requestProposalSchema } from '@devis/domain';
import { NO_PROFILE_VAT } from '../../quote-form/utils/quote-form-values';
import { newProposalLine, proposalTotals, toRequestProposal, withService, type ProposalValues } from './proposal-values';

const service = { id: 's1', user_id: 'p', name: 'Logo', description: null, unit_price_ht: 45_000, tva_rate_percent: 10, unit: 'unité', created_at: '', updated_at: '' };

test('a new line is custom, 1 × 0 € at 20 %; a service fills it', () => {
  const line = newProposalLine(NO_PROFILE_VAT);
  expect(line).toMatchObject({ service_id: 'custom', description: '', quantity: '1', unit_price: '0', tva_rate_percent: 20 });
  expect(withService(line, service, NO_PROFILE_VAT)).toMatchObject({ service_id: 's1', description: 'Logo', unit_price: '450,00', tva_rate_percent: 10 });
});

test("the form's values validate with the spec's messages and send cents", async () => {
  const values: ProposalValues = { client_id: '', title: '', budget: '1 500,50', description: '', deadline: null, message: '', lines: [newProposalLine(NO_PROFILE_VAT)] };
  const errors = await requestProposalSchema.validate(toRequestProposal(values, false), { abortEarly: false }).catch((e: { errors: string[] }) => e.errors);
  expect(errors).toEqual(expect.arrayContaining(['Veuillez sélectionner un client', 'Le titre est requis', 'Veuillez remplir toutes les lignes de la proposition']));
  const filled = { ...values, client_id: 'c1', title: 'Refonte', lines: [withService(newProposalLine(NO_PROFILE_VAT), service, NO_PROFILE_VAT)] };
  expect(toRequestProposal(filled, false)).toMatchObject({ budget: 150_050, lines: [{ description: 'Logo', quantity: 1, unit_price_ht: 45_000, tva_rate_percent: 10, service_id: 's1' }] });
  await expect(counterProposalSchema.validate(toRequestProposal(filled, false))).resolves.toBeTruthy();
  expect(proposalTotals(filled.lines, false)).toMatchObject({ total_ht: 45_000, total_tva: 4_500, total_ttc: 49_500 });
});

test("lines follow the provider's VAT: its default rate, 0 % under the franchise, also in what is sent", () => {
  const reduced = { vatFranchise: false, defaultRate: 10 };
  expect(newProposalLine(reduced).tva_rate_percent).toBe(10);
  // A service saved with a rate that is not French takes the provider's default rate, as in the quote form.
  expect(withService(newProposalLine(reduced), { ...service, tva_rate_percent: 19.6 }, reduced).tva_rate_percent).toBe(10);

  const franchise = { vatFranchise: true, defaultRate: 20 };
  expect(newProposalLine(franchise).tva_rate_percent).toBe(0);
  expect(withService(newProposalLine(franchise), service, franchise).tva_rate_percent).toBe(0);
  // A line still at 10 % (the client's own, say) counts and goes out at 0 %.
  const lines = [withService(newProposalLine(NO_PROFILE_VAT), service, NO_PROFILE_VAT)];
  expect(proposalTotals(lines, true)).toMatchObject({ total_ht: 45_000, total_tva: 0, total_ttc: 45_000 });
  const values: ProposalValues = { client_id: 'c1', title: 'Refonte', budget: '', description: '', deadline: null, message: '', lines };
  expect(toRequestProposal(values, true).lines[0]).toMatchObject({ tva_rate_percent: 0 });
});

test("a budget is optional, sent in cents when it is an amount, and refused with the domain's message when it is not", async () => {
  const values: ProposalValues = { client_id: 'c1', title: 'Refonte', budget: '', description: '', deadline: null, message: '', lines: [withService(newProposalLine(NO_PROFILE_VAT), service, NO_PROFILE_VAT)] };
  const budgetOf = (budget: string) => toRequestProposal({ ...values, budget }, false).budget;
  expect(budgetOf('  ')).toBeNull();
  expect(budgetOf('0')).toBe(0);
  expect(budgetOf('1\u202f500.5')).toBe(150_050);
  const refusal = (budget: string) => counterProposalSchema.validate(toRequestProposal({ ...values, budget }, false)).then(() => null, (e: Error) => e.message);
  for (const typed of ['abc', '12abc', '1e3', '1,2,3']) expect(await refusal(typed)).toBe('Nombre invalide');
  expect(await refusal('-5')).toBe('Le prix doit être positif ou nul');
  expect(await refusal('')).toBeNull();
});
