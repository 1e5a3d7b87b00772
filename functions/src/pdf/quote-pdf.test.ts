import { formatMoney, VAT_FRANCHISE_MENTION } from '@devis/domain';
import { quoteDocument } from './quote-document';
import { renderPdf, sha256Hex } from './render-pdf';
import { resolveLogo } from './quote-logo';
import { SAMPLE_LOGO_PNG, sampleProvider, sampleQuote } from './sample-quote';

import { pdftotext } from '../test-support/pdftotext';

/** pdftotext prints narrow no-break spaces of French amounts as plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');

const createdAt = new Date('2026-11-20T09:30:00.000Z');

test('the PDF carries every mandatory mention of a French quote', async () => {
  const quote = sampleQuote(3);
  const provider = sampleProvider();
  const text = plain(pdftotext(await renderPdf(quoteDocument({ quote, provider, logo: null, createdAt }))));
  const expected = [
    'Atelier Dupont',
    '5 avenue Jean Jaurès',
    '75019 Paris',
    'SARL au capital de 10 000 €',
    'SIRET : 12345678901234',
    'N° TVA intracommunautaire : FR12345678901',
    'Boulangerie Martin',
    'Claire Martin',
    '12 rue des Lilas',
    '69003 Lyon',
    'N° 2026-007',
    "Date d'émission : 20/11/2026",
    "Valable jusqu'au : 04/12/2026",
    'Prestation n°1 : intégration & recette',
    'Prix unitaire HT',
    'Total HT',
    'Total TTC',
    'TVA 20 %',
    'TVA 10 %',
    'TVA 5,5 %',
    'Conditions de paiement',
    'Règlement à 30 jours',
    'IBAN : FR7630006000011234567890189',
    'Conditions générales',
    'Acompte de 30 % à la commande.',
    'Atelier Dupont · SARL au capital de 10 000 € · RCS Paris',
    'Bon pour accord',
    'Date :',
    'Nom :',
    'Signature :',
    plain(formatMoney(quote.total_ttc)),
    plain(formatMoney(quote.total_ht)),
    plain(formatMoney(quote.lines[0]!.unit_price_ht)),
  ];
  expect(expected.filter((m) => !text.includes(m))).toEqual([]);
  expect(text).not.toContain(VAT_FRANCHISE_MENTION);
});

test("a line's unit prints after its quantity, agreed ('2 jours', '25 m²'); a line without one prints its quantity alone", async () => {
  const sample = sampleQuote(3);
  const units = [{ quantity: 2, unit: 'jour' }, { quantity: 25, unit: 'm²' }, { quantity: 4, unit: null }];
  const quote = { ...sample, lines: sample.lines.map((l, i) => ({ ...l, ...units[i] })) };
  const text = plain(pdftotext(await renderPdf(quoteDocument({ quote, provider: sampleProvider(), logo: null, createdAt }))));
  const rows = text.split('\n').filter((row) => row.includes('Prestation n°'));
  expect(rows).toHaveLength(3);
  expect(rows[0]).toMatch(/ 2 jours /);
  expect(rows[1]).toMatch(/ 25 m² /);
  expect(rows[2]).toMatch(/ 4 /);
  expect(rows[2]).not.toMatch(/jour|m²/);
});

test('a provider under the VAT franchise gets the art. 293 B mention and no VAT rows', async () => {
  const quote = sampleQuote(2);
  quote.lines = quote.lines.map((l) => ({ ...l, tva_rate_percent: 0, total_tva: 0, total_ttc: l.total_ht }));
  const text = plain(pdftotext(await renderPdf(quoteDocument({ quote, provider: sampleProvider({ vat_franchise: true, tva_intracom: null }), logo: null, createdAt }))));
  expect(text).toContain(VAT_FRANCHISE_MENTION);
  expect(text).not.toMatch(/TVA \d+(,\d+)? % sur/);
});

test('HTML and script in names are printed as text', async () => {
  const quote = sampleQuote(1);
  quote.client = { ...quote.client!, company_name: '<script>alert(1)</script> & Cie' };
  const text = plain(pdftotext(await renderPdf(quoteDocument({ quote, provider: sampleProvider({ company_name: '<b>Atelier</b>' }), logo: null, createdAt }))));
  expect(text).toContain('<script>alert(1)</script> & Cie');
  expect(text).toContain('<b>Atelier</b>');
});

test('the same version renders to the same bytes, so its SHA-256 identifies it', async () => {
  const input = { quote: sampleQuote(4), provider: sampleProvider(), logo: null, createdAt };
  const [a, b] = await Promise.all([renderPdf(quoteDocument(input)), renderPdf(quoteDocument(input))]);
  expect(sha256Hex(a)).toBe(sha256Hex(b));
  expect(a.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the logo shows when the profile asks for it, and only from a data URL or our own files', async () => {
  const files = { get: async (p: string) => (p === 'logos/u1.png' ? { bytes: SAMPLE_LOGO_PNG, contentType: 'image/png' } : null) };
  const own = await resolveLogo('http://127.0.0.1:5000/fn/files/logos/u1.png', files);
  expect(own).toMatch(/^data:image\/png;base64,/);
  expect(await resolveLogo('https://evil.test/logo.png', files)).toBeNull();
  expect(await resolveLogo('data:image/svg+xml;base64,PHN2Zz4=', files)).toBeNull();
  const quote = sampleQuote(1);
  const withLogo = await renderPdf(quoteDocument({ quote, provider: sampleProvider(), logo: own, createdAt }));
  const hidden = await renderPdf(quoteDocument({ quote, provider: sampleProvider({ show_logo_on_quotes: false }), logo: own, createdAt }));
  expect(withLogo.includes('/Subtype /Image')).toBe(true);
  expect(hidden.includes('/Subtype /Image')).toBe(false);
});

test('a French quote prints with the standard Helvetica: no font is embedded', async () => {
  const pdf = await renderPdf(quoteDocument({ quote: sampleQuote(3), provider: sampleProvider(), logo: null, createdAt }));
  const raw = pdf.toString('latin1');
  expect(raw).toContain('/BaseFont /Helvetica');
  expect(raw).not.toContain('/FontFile2');
  // The narrow no-break spaces of fr-FR amounts (not in WinAnsi) print as spaces, never as stray bytes.
  expect(plain(pdftotext(pdf))).toContain(plain(formatMoney(sampleQuote(3).total_ttc)));
});

test('a name WinAnsi cannot print embeds Roboto for that document, and prints right', async () => {
  const quote = sampleQuote(1);
  quote.client = { ...quote.client!, company_name: 'Łukasz Wróbel & Şahin Ağaoğlu' };
  quote.lines = quote.lines.map((l) => ({ ...l, description: 'Ελληνικά μαθήματα' }));
  const pdf = await renderPdf(quoteDocument({ quote, provider: sampleProvider(), logo: null, createdAt }));
  expect(pdf.toString('latin1')).toContain('/FontFile2');
  const text = plain(pdftotext(pdf));
  expect(text).toContain('Łukasz Wróbel & Şahin Ağaoğlu');
  expect(text).toContain('Ελληνικά μαθήματα');
});

test('accents typed as a letter plus a combining mark print as one letter', async () => {
  const quote = sampleQuote(1);
  quote.title = 'Re\u0301novation de la fac\u0327ade';
  const pdf = await renderPdf(quoteDocument({ quote, provider: sampleProvider(), logo: null, createdAt }));
  expect(pdf.toString('latin1')).not.toContain('/FontFile2');
  expect(plain(pdftotext(pdf))).toContain('Rénovation de la façade');
});

test('terms pasted with Windows line ends and tabs keep the standard font and print line by line', async () => {
  const provider = sampleProvider({ quote_terms_conditions: 'Acompte de 30 %.\r\nSolde à la livraison.\tMerci.' });
  const pdf = await renderPdf(quoteDocument({ quote: sampleQuote(1), provider, logo: null, createdAt }));
  expect(pdf.toString('latin1')).not.toContain('/FontFile2');
  const text = plain(pdftotext(pdf));
  expect(text).toContain('Acompte de 30 %.\n');
  expect(text).toContain('Solde à la livraison. Merci.');
});
