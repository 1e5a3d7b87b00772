import fc from 'fast-check';
import { formatIban, isValidBic, isValidIban } from './bank';

/** Builds a valid IBAN from a country and a BBAN by computing its check digits. */
function withCheckDigits(country: string, bban: string): string {
  const digits = (bban + country + '00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98 - Number(BigInt(digits) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

describe('IBAN', () => {
  it('accepts real-looking IBANs, with spaces and in lower case', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('fr7630006000011234567890189')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
  });

  it('refuses a wrong check digit, a bad shape or garbage', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('FR7')).toBe(false);
    expect(isValidIban('1234567890123456')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('any single changed digit is detected (mod-97 property)', () => {
    const bban = fc.stringMatching(/^[0-9]{23}$/);
    fc.assert(
      fc.property(bban, fc.nat({ max: 22 }), fc.integer({ min: 1, max: 9 }), (b, pos, delta) => {
        const iban = withCheckDigits('FR', b);
        expect(isValidIban(iban)).toBe(true);
        const i = 4 + pos;
        const changed = iban.slice(0, i) + String((Number(iban[i]) + delta) % 10) + iban.slice(i + 1);
        expect(isValidIban(changed)).toBe(false);
      }),
    );
  });

  it('prints IBANs in groups of four', () => {
    expect(formatIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});

describe('BIC', () => {
  it('accepts 8 and 11 character codes', () => {
    expect(isValidBic('BNPAFRPP')).toBe(true);
    expect(isValidBic('bnpa fr pp xxx')).toBe(true);
  });

  it('refuses other lengths and digits in the bank or country code', () => {
    expect(isValidBic('BNPAFRP')).toBe(false);
    expect(isValidBic('BNPAFRPPXX')).toBe(false);
    expect(isValidBic('BN1AFRPP')).toBe(false);
    expect(isValidBic('BNPA12PP')).toBe(false);
  });
});
