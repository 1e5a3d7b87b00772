import { sendQuoteSchema, sendValidUntilError } from './send';

test('the validity date may be today or later, never in the past', () => {
  expect(sendValidUntilError(null, '2026-11-22')).toBeNull();
  expect(sendValidUntilError('2026-11-22', '2026-11-22')).toBeNull();
  expect(sendValidUntilError('2026-11-21', '2026-11-22')).toBe('La date de validité ne peut pas être dans le passé');
  expect(sendValidUntilError('2026-02-30', '2026-01-01')).toBe('Date invalide');
  expect(sendValidUntilError('9999-12-31', '2026-01-01')).toBe('Date invalide');
});

test('an empty validity means the default; the checkbox defaults to false', async () => {
  await expect(sendQuoteSchema.validate({ quoteId: 'q1', validUntil: '' })).resolves.toEqual({ quoteId: 'q1', validUntil: null, sendToClientAccount: false });
  await expect(sendQuoteSchema.validate({ quoteId: 'q1', validUntil: '22/11/2026' })).rejects.toThrow('Date invalide');
});

test("a checkbox that is no boolean says 'Valeur invalide', not that it is missing", async () => {
  await expect(sendQuoteSchema.validate({ quoteId: 'q1', validUntil: null, sendToClientAccount: 'oui' })).rejects.toThrow('Valeur invalide');
});
