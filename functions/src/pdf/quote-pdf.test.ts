import { formatMoney, VAT_FRANCHISE_MENTION } from '@devis/domain';
import { pdfText } from './pdf-text';
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

test('a draft without a validity date (a preview) says the validity a send would give it', async () => {
  const quote = { ...sampleQuote(1), valid_until: null };
  const text = plain(pdftotext(await renderPdf(quoteDocument({ quote, provider: sampleProvider(), logo: null, createdAt }))));
  expect(text).toContain('Validité : 14 jours');
  expect(text).not.toContain("Valable jusqu'au");
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
  const files = {
    get: async (p: string) => (p === 'logos/u1.png' ? { bytes: SAMPLE_LOGO_PNG, contentType: 'image/png' } : null),
    pathOf: (url: string) => (url.startsWith('http://127.0.0.1:5000/fn/files/') ? url.slice('http://127.0.0.1:5000/fn/files/'.length) : null),
  };
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

/** The text of each page (pdftotext separates pages with a form feed). */
const pages = (pdf: Buffer) => plain(pdftotext(pdf)).split('\f').filter((page) => page.trim() !== '');

test('a 170-character word breaks inside the description column: every amount stays on the page', async () => {
  const quote = sampleQuote(3);
  const token = `Mot-très-long-sans-espace-${'X'.repeat(150)}`;
  quote.lines[1] = { ...quote.lines[1]!, description: `${token} puis la suite normale.` };
  quote.client = { ...quote.client!, email: `${'etablissements_lefevre_'.repeat(3)}@exemple.test` };
  const text = plain(pdftotext(await renderPdf(quoteDocument({ quote, provider: sampleProvider(), logo: null, createdAt }))));
  for (const line of quote.lines) {
    expect(text).toContain(plain(formatMoney(line.unit_price_ht)));
    expect(text).toContain(plain(formatMoney(line.total_ttc)));
  }
  // Nothing of the word is lost: it breaks into pieces, all printed.
  expect(text).toContain('Mot-très-long-sans-espace-X');
  expect(text.match(/X/g)).toHaveLength(150);
  expect(text).toContain('puis la suite normale.');
  expect(text).toContain('Prestation n°1 : intégration & recette');
});

test("ᵉ prints as e and an emoji is dropped with its space: the document stays in the standard Helvetica", async () => {
  const quote = sampleQuote(1);
  quote.title = 'Réfection d’une salle de bain 🛁 — œuvre « clé en main » 👍🏽';
  quote.client = { ...quote.client!, address: 'Bâtiment C, 3ᵉ étage' };
  const pdf = await renderPdf(quoteDocument({ quote, provider: sampleProvider(), logo: null, createdAt }));
  const raw = pdf.toString('latin1');
  expect(raw).toContain('/BaseFont /Helvetica');
  expect(raw).not.toContain('/FontFile2');
  const text = plain(pdftotext(pdf));
  expect(text).toContain('Réfection d’une salle de bain — œuvre « clé en main » Boulangerie Martin');
  expect(text).toContain('Bâtiment C, 3e étage');
});

test('pdfText maps compatibility characters and drops pictographs, and leaves WinAnsi and Roboto text alone', () => {
  expect(pdfText('3ᵉ étage, ﬁnition')).toBe('3e étage, finition');
  expect(pdfText('🛁 Salle de bain 🚿 ❤️ et 👨‍👩‍👧 🇫🇷')).toBe('Salle de bain et');
  expect(pdfText('bain 🛁\nsuite')).toBe('bain\nsuite');
  // Already WinAnsi: not NFKC-mapped (² ³ ½ µ, the no-break space, © ™).
  expect(pdfText('25 m² · 3 m³ · ½ · 5 µm · 10\u00a0% · © ™')).toBe('25 m² · 3 m³ · ½ · 5 µm · 10\u00a0% · © ™');
  expect(pdfText('Łukasz Şahin Ελληνικά Пётр')).toBe('Łukasz Şahin Ελληνικά Пётр');
});

test('every page footer names the quote: "Devis N° … · Page n / N", next to the provider footer', async () => {
  const pdf = await renderPdf(quoteDocument({ quote: sampleQuote(70), provider: sampleProvider(), logo: null, createdAt }));
  const all = pages(pdf);
  expect(all.length).toBeGreaterThan(2);
  all.forEach((page, i) => {
    expect(page).toContain(`Devis N° 2026-007 · Page ${i + 1} / ${all.length}`);
    expect(page).toContain('Atelier Dupont · SARL au capital de 10 000 € · RCS Paris');
  });
});

test('the signature box recalls the quote number, its date and its total (no "TTC" under the VAT franchise)', async () => {
  const quote = sampleQuote(3);
  const text = plain(pdftotext(await renderPdf(quoteDocument({ quote, provider: sampleProvider(), logo: null, createdAt }))));
  expect(text).toMatch(/Bon pour accord\s+Devis n° 2026-007 du 20\/11\/2026, total TTC (\S+ )+€/);
  expect(text).toContain(`Devis n° 2026-007 du 20/11/2026, total TTC ${plain(formatMoney(quote.total_ttc))}`);

  const franchise = sampleQuote(2);
  franchise.lines = franchise.lines.map((l) => ({ ...l, tva_rate_percent: 0, total_tva: 0, total_ttc: l.total_ht }));
  const provider = sampleProvider({ vat_franchise: true, tva_intracom: null });
  const text2 = plain(pdftotext(await renderPdf(quoteDocument({ quote: franchise, provider, logo: null, createdAt }))));
  expect(text2).toContain(`Devis n° 2026-007 du 20/11/2026, total ${plain(formatMoney(franchise.total_ht))}`);
  expect(text2).not.toContain('2026, total TTC');
});

test('a row that fits a page is not split across pages: its amounts stay with all of its description', async () => {
  const quote = sampleQuote(25);
  quote.lines[19] = { ...quote.lines[19]!, description: Array.from({ length: 31 }, (_, i) => `Étape ${i} du chantier`).join('\n') };
  const pdf = await renderPdf(quoteDocument({ quote, provider: sampleProvider(), logo: null, createdAt }));
  const page = pages(pdf).find((p) => p.includes('Étape 0 du chantier'));
  expect(page).toContain('Étape 30 du chantier');
  expect(page).toContain(plain(formatMoney(quote.lines[19]!.total_ttc)));
});

test('a description taller than a page (300 line breaks) renders, and keeps all of its text and amounts', async () => {
  const quote = sampleQuote(3);
  quote.lines[1] = { ...quote.lines[1]!, description: Array.from({ length: 301 }, (_, i) => `Ligne ${i}`).join('\n') };
  const text = plain(pdftotext(await renderPdf(quoteDocument({ quote, provider: sampleProvider(), logo: null, createdAt }))));
  const lines = new Set(text.match(/Ligne \d+/g));
  expect(lines.size).toBe(301);
  expect(text).toContain(plain(formatMoney(quote.lines[1]!.total_ttc)));
  expect(text).toContain(plain(formatMoney(quote.total_ttc)));
});
