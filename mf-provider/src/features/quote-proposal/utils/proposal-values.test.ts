import { counterProposalSchema, requestProposalSchema } from '@devis/domain';
import { newProposalLine, proposalTotals, toRequestProposal, withService, type ProposalValues } from './proposal-values';

const service = { id: 's1', user_id: 'p', name: 'Logo', description: null, unit_price_ht: 45_000, tva_rate_percent: 10, unit: 'unité', created_at: '', updated_at: '' };

test('a new line is custom, 1 × 0 € at 20 %; a service fills it', () => {
  const line = newProposalLine();
  expect(line).toMatchObject({ service_id: 'custom', description: '', quantity: '1', unit_price: '0', tva_rate_percent: 20 });
  expect(withService(line, service)).toMatchObject({ service_id: 's1', description: 'Logo', unit_price: '450,00', tva_rate_percent: 10 });
});

test("the form's values validate with the spec's messages and send cents", async () => {
  const values: ProposalValues = { client_id: '', title: '', budget: '1 500,50', description: '', deadline: null, message: '', lines: [newProposalLine()] };
  const errors = await requestProposalSchema.validate(toRequestProposal(values), { abortEarly: false }).catch((e: { errors: string[] }) => e.errors);
  expect(errors).toEqual(expect.arrayContaining(['Veuillez sélectionner un client', 'Le titre est requis', 'Veuillez remplir toutes les lignes de la proposition']));
  const filled = { ...values, client_id: 'c1', title: 'Refonte', lines: [withService(newProposalLine(), service)] };
  expect(toRequestProposal(filled)).toMatchObject({ budget: 150_050, lines: [{ description: 'Logo', quantity: 1, unit_price_ht: 45_000, tva_rate_percent: 10, service_id: 's1' }] });
  await expect(counterProposalSchema.validate(toRequestProposal(filled))).resolves.toBeTruthy();
  expect(proposalTotals(filled.lines)).toMatchObject({ total_ht: 45_000, total_tva: 4_500, total_ttc: 49_500 });
});
