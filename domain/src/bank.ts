/** Bank details printed on quotes: IBAN (ISO 13616, mod-97) and BIC (ISO 9362). */

/** Removes spaces and upper-cases: "fr76 3000 6000 ..." -> "FR763000600...". */
export function normalizeBankCode(value: string): string {
  return value.replace(/[\s\u00a0]/g, '').toUpperCase();
}

/** True when the IBAN has a valid shape and its mod-97 check digits are right. */
export function isValidIban(value: string): boolean {
  const iban = normalizeBankCode(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  // Letters become 10..35; the remainder is taken piecewise to stay within safe integers.
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Groups an IBAN by 4 characters for display: "FR76 3000 6000 0112 3456 7890 189". */
export function formatIban(value: string): string {
  return normalizeBankCode(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** 8 or 11 characters: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeBankCode(value));
}
