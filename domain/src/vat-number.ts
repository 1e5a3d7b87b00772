/** EU VAT prefixes (EL: Greece, XI: Northern Ireland), as VIES knows them. */
const EU_PREFIXES = new Set(['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI']);

/**
 * True for an intra-community VAT number of a plausible shape (normalised: no blanks, upper case). A French one
 * is FR + a 2-character key + the 9-digit SIREN, and a numeric key must be (12 + 3 × (SIREN mod 97)) mod 97: a
 * typo in it, printed on every quote, is caught here rather than by the customer's accountant.
 */
export function isValidVatNumber(value: string): boolean {
  const fr = /^FR([0-9A-HJ-NP-Z]{2})(\d{9})$/.exec(value);
  if (fr) {
    const [, key, siren] = fr as unknown as [string, string, string];
    return !/^\d\d$/.test(key) || Number(key) === (12 + 3 * (Number(siren) % 97)) % 97;
  }
  return EU_PREFIXES.has(value.slice(0, 2)) && value.slice(0, 2) !== 'FR' && /^[0-9A-Z+*]{2,12}$/.test(value.slice(2));
}
