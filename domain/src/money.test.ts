import { centsToInput, decimalToInput, eurosToCents, parseDecimal } from './money';

describe('input field texts', () => {
  it.each([
    [4500, '45,00'],
    [1250, '12,50'],
    [5, '0,05'],
    [0, '0,00'],
    [180_000, '1800,00'],
  ])('shows %i cents as %s, which reads back to the same cents', (cents, text) => {
    expect(centsToInput(cents)).toBe(text);
    expect(eurosToCents(centsToInput(cents))).toBe(cents);
  });

  it.each([
    [12.5, '12,5'],
    [3, '3'],
    [0.25, '0,25'],
  ])('shows the quantity %d as %s, which reads back', (value, text) => {
    expect(decimalToInput(value)).toBe(text);
    expect(parseDecimal(decimalToInput(value))).toBe(value);
  });
});
