import { isValidVatNumber } from './vat-number';

test('a French VAT number is FR, its key and the SIREN, and a numeric key must match the SIREN', () => {
  // SIREN 404 833 048: key (12 + 3 × (404833048 mod 97)) mod 97 = 83.
  expect(isValidVatNumber('FR83404833048')).toBe(true);
  expect(isValidVatNumber('FR84404833048')).toBe(false);
  expect(isValidVatNumber('FR8340483304')).toBe(false);
  expect(isValidVatNumber('FRXX')).toBe(false);
  // An alphabetic key (older numbers) cannot be checked: its shape is enough.
  expect(isValidVatNumber('FRAB404833048')).toBe(true);
  expect(isValidVatNumber('FROI404833048')).toBe(false);
});

test("another member state's number has its prefix and 2 to 12 characters", () => {
  expect(isValidVatNumber('DE123456789')).toBe(true);
  expect(isValidVatNumber('BE0123456789')).toBe(true);
  expect(isValidVatNumber('EL123456789')).toBe(true);
  expect(isValidVatNumber('GR123456789')).toBe(false);
  expect(isValidVatNumber('US123456789')).toBe(false);
  expect(isValidVatNumber('DE1')).toBe(false);
});
