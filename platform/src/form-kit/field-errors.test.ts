import * as yup from 'yup';
import { ApiError } from '../api/api-error';
import { apiFieldErrors, fieldErrors, firstError, validateWith } from './field-errors';

test("the API's paths land on the form's fields, renamed where the form differs", () => {
  const errors = fieldErrors({ client_id: 'Veuillez sélectionner un client', 'lines[1].unit_price_ht': 'Le prix est requis' }, { unit_price_ht: 'unit_price' });
  expect(errors).toEqual({ client_id: 'Veuillez sélectionner un client', lines: [undefined, { unit_price: 'Le prix est requis' }] });
});

test("the first message of a field wins, and a list's own message keeps its items' out", () => {
  expect(fieldErrors({ lines: 'Le devis doit contenir au moins une ligne', 'lines[0].description': 'Requis' })).toEqual({ lines: 'Le devis doit contenir au moins une ligne' });
  expect(firstError({ lines: [undefined, { quantity: 'La quantité doit être supérieure à 0' }] })).toBe('La quantité doit être supérieure à 0');
});

test('only an API refusal with details gives field errors', () => {
  expect(apiFieldErrors(new ApiError(400, 'VALIDATION_ERROR', 'Données invalides', { email: 'Adresse email invalide' }))).toEqual({ email: 'Adresse email invalide' });
  expect(apiFieldErrors(new ApiError(500, 'INTERNAL', 'Erreur'))).toBeNull();
  expect(apiFieldErrors(new Error('réseau'))).toBeNull();
});

test("validateWith runs the domain schema on the API's input and maps its errors back", async () => {
  const schema = yup.object({ name: yup.string().required('Le nom est requis'), unit_price_ht: yup.number().moreThan(0, 'Le prix doit être positif') });
  const validate = validateWith(schema, (v: { name: string; unit_price: string }) => ({ name: v.name, unit_price_ht: Math.round(Number(v.unit_price) * 100) }), {
    unit_price_ht: 'unit_price',
  });
  expect(await validate({ name: '', unit_price: '0' })).toEqual({ name: 'Le nom est requis', unit_price: 'Le prix doit être positif' });
  expect(await validate({ name: 'Audit', unit_price: '12,5'.replace(',', '.') })).toEqual({});
});
