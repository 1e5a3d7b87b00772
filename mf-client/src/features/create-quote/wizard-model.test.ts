import { addProvider, canLeaveStep, emptyWizard, lineTotals, manualLine, removeProvider, submitError, toggleService, toRequestInput, wizardTotals } from './wizard-model';

const logo = { id: 's1', name: 'Création de logo', description: null, unit_price_ht: 45_000, tva_rate_percent: 20, unit: 'unité' };
const flyers = { id: 's2', name: 'Flyers', description: null, unit_price_ht: 12_000, tva_rate_percent: 5.5, unit: 'lot' };
const studio = { user_id: 'p1', company_name: 'Studio', logo_url: null };
const atelier = { user_id: 'p2', company_name: 'Atelier', logo_url: null };

test('steps need a title, then a provider, then a line', () => {
  let s = emptyWizard();
  expect(canLeaveStep(0, s)).toBe(false);
  s = { ...s, title: ' Site ' };
  expect(canLeaveStep(0, s)).toBe(true);
  expect(canLeaveStep(1, s)).toBe(false);
  s = addProvider(s, studio);
  expect(canLeaveStep(1, s)).toBe(true);
  expect(canLeaveStep(2, s)).toBe(false);
  s = toggleService(s, logo, 'p1');
  expect(canLeaveStep(2, s)).toBe(true);
  expect(submitError(s)).toBeNull();
  expect(submitError({ ...s, lines: [...s.lines, manualLine()] })).toBe('Veuillez remplir tous les champs requis');
});

test('checking a service adds its line, unchecking or removing its provider takes it away', () => {
  let s = addProvider(addProvider(emptyWizard(studio), studio), atelier);
  expect(s.providers).toHaveLength(2);
  s = toggleService(toggleService(s, logo, 'p1'), flyers, 'p2');
  expect(s.lines.map((l) => [l.description, l.unit_price, l.tva_rate_percent])).toEqual([
    ['Création de logo', '450,00', 20],
    ['Flyers', '120,00', 5.5],
  ]);
  expect(toggleService(s, logo, 'p1').lines.map((l) => l.description)).toEqual(['Flyers']);
  expect(removeProvider(s, 'p2').lines.map((l) => l.description)).toEqual(['Création de logo']);
});

test('totals follow what is typed; unparsable numbers count as 0', () => {
  const line = { ...manualLine(), description: 'x', quantity: '2,5', unit_price: '10,10', tva_rate_percent: 20 };
  expect(lineTotals(line)).toEqual({ total_ht: 2525, total_tva: 505, total_ttc: 3030 });
  expect(lineTotals({ ...line, quantity: 'abc' })).toEqual({ total_ht: 0, total_tva: 0, total_ttc: 0 });
  expect(wizardTotals([line, { ...line, tva_rate_percent: 5.5 }])).toMatchObject({ total_ht: 5050, total_tva: 505 + 139, total_ttc: 5050 + 644 });
});

test("sends cents, the chosen providers, each catalogue line's unit and the key", () => {
  const s = toggleService(addProvider({ ...emptyWizard(), title: 'Logo', description: '  ' }, studio), logo, 'p1');
  expect(toRequestInput(s, 'key-12345678')).toEqual({
    title: 'Logo',
    description: null,
    deadline: null,
    lines: [{ description: 'Création de logo', quantity: 1, unit_price_ht: 45_000, tva_rate_percent: 20, service_id: 's1', provider_id: 'p1', unit: 'unité' }],
    provider_ids: ['p1'],
    request_key: 'key-12345678',
  });
});

test("a line the domain's limits refuse counts as 0 in the totals, never as a figure beyond them", () => {
  const ok = { ...manualLine(), description: 'x', quantity: '2', unit_price: '10', tva_rate_percent: 20 };
  const absurd = { ...ok, quantity: '1e9', unit_price: '99999999' };
  expect(lineTotals(absurd)).toEqual({ total_ht: 0, total_tva: 0, total_ttc: 0 });
  expect(lineTotals({ ...ok, quantity: '1000', unit_price: '9000000' }).total_ttc).toBe(0);
  expect(wizardTotals([ok, absurd]).total_ttc).toBe(2400);
  // At the limits exactly, the line counts.
  expect(lineTotals({ ...ok, quantity: '10', unit_price: '10000000' }).total_ht).toBe(100_000_000_00);
  // What is sent stays what was typed: the server refuses it too.
  expect(toRequestInput({ ...emptyWizard(), title: 'x', lines: [absurd] }, 'key-12345678').lines[0]).toMatchObject({ quantity: 1e9, unit_price_ht: 9_999_999_900 });
});
