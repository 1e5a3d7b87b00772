import {
  computeTotals,
  DEFAULT_VALIDITY_DAYS,
  formatDate,
  formatMoney,
  formatVatRate,
  quantityWithUnit,
  VAT_FRANCHISE_MENTION,
  type ProviderProfile,
  type QuoteTotals,
  type Quote,
} from '@devis/domain';
import { CELL_PADDING_Y, FONT_SIZE, rowsFitOnePage, TVA_WIDTH } from './row-fit';

/** The quote content a PDF shows (a sent version or the live draft). */
export type PdfQuote = Pick<Quote, 'quote_number' | 'title' | 'quote_date' | 'valid_until' | 'client' | 'lines' | 'notes'>;

/** The provider fields a PDF shows. */
export type PdfProvider = Pick<
  ProviderProfile,
  | 'company_name'
  | 'email'
  | 'company_address'
  | 'company_postal_code'
  | 'company_city'
  | 'company_country'
  | 'legal_form'
  | 'siret'
  | 'tva_intracom'
  | 'vat_franchise'
  | 'iban'
  | 'bic'
  | 'brand_primary_color'
  | 'brand_secondary_color'
  | 'brand_accent_color'
  | 'quote_footer_text'
  | 'quote_terms_conditions'
  | 'quote_payment_terms'
  | 'show_logo_on_quotes'
>;

export interface QuoteDocumentInput {
  quote: PdfQuote;
  provider: PdfProvider;
  /** A PNG or JPEG data URL already resolved by quote-logo.ts; never a remote URL. */
  logo: string | null;
  /** The PDF's creation date: sent_at for a sent version, so the bytes are reproducible. */
  createdAt: Date;
}

// pdfmake's definitions are plain JSON-like objects; this is all we rely on.
export type PdfContent = Record<string, unknown> | string | PdfContent[];
export interface PdfDocDefinition {
  info: Record<string, unknown>;
  content: PdfContent[];
  [key: string]: unknown;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;
const color = (value: string | null | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

function lines(...values: (string | null | undefined | false)[]): string[] {
  return values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

function cityLine(postal: string | null | undefined, city: string | null | undefined): string | null {
  return lines(postal, city).join(' ') || null;
}

const vatLabels = new Map<number, string>();
function vatRate(rate: number): string {
  let label = vatLabels.get(rate);
  if (label === undefined) {
    label = formatVatRate(rate);
    vatLabels.set(rate, label);
  }
  return label;
}

function providerBlock(p: PdfProvider): PdfContent[] {
  return [
    { text: p.company_name || 'Prestataire', style: 'providerName' },
    ...lines(
      p.company_address,
      cityLine(p.company_postal_code, p.company_city),
      p.company_country,
      p.email,
      p.legal_form,
      p.siret ? `SIRET : ${p.siret}` : null,
      p.tva_intracom ? `N° TVA intracommunautaire : ${p.tva_intracom}` : null,
    ).map((text) => ({ text, style: 'muted' })),
  ];
}

function clientBlock(q: PdfQuote): PdfContent[] {
  const c = q.client;
  if (!c) return [{ text: 'Client', style: 'label' }, { text: 'Client non renseigné', style: 'muted' }];
  return [
    { text: 'Client', style: 'label' },
    { text: c.company_name, bold: true },
    // A visitor of a public page is named by their email: not twice.
    ...lines(c.contact_name, c.address, cityLine(c.postal_code, c.city), c.country, c.email === c.company_name ? null : c.email, c.phone).map((text) => ({ text })),
  ];
}

function linesTable(q: PdfQuote, primary: string): PdfContent {
  const titles = ['Description', 'Qté', 'Prix unitaire HT', 'TVA', 'Total HT', 'Total TTC'];
  const rows = [...q.lines]
    .sort((a, b) => a.line_order - b.line_order)
    .map((l) => [
      l.description,
      quantityWithUnit(l.quantity, l.unit),
      formatMoney(l.unit_price_ht),
      vatRate(l.tva_rate_percent),
      formatMoney(l.total_ht),
      formatMoney(l.total_ttc),
    ]);
  const head = titles.map((text, i) => ({ text, style: 'tableHead', alignment: i === 0 ? 'left' : 'right' }));
  const body = rows.map(([description, ...numbers]) => [
    { text: description },
    { text: numbers[0], alignment: 'right' },
    ...numbers.slice(1).map((text) => ({ text, alignment: 'right', noWrap: true })),
  ]);
  return {
    table: {
      headerRows: 1,
      // A row moves whole to the next page rather than leaving its amounts on one page and the end of its
      // description on the next; unless a row might not fit a page (see rowsFitOnePage).
      dontBreakRows: rowsFitOnePage(titles, rows),
      // The quantity column fits its widest cell: '25 m²' or '2 jours' as well as '3'.
      widths: ['*', 'auto', 'auto', TVA_WIDTH, 'auto', 'auto'],
      body: [head, ...body],
    },
    layout: {
      fillColor: (row: number) => (row === 0 ? primary : row % 2 === 0 ? '#F5F7FA' : null),
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingTop: () => CELL_PADDING_Y / 2,
      paddingBottom: () => CELL_PADDING_Y / 2,
    },
    margin: [0, 16, 0, 8],
  };
}

function totalsTable(totals: QuoteTotals, p: PdfProvider, accent: string): PdfContent {
  const rows: PdfContent[][] = [[{ text: 'Total HT' }, { text: formatMoney(totals.total_ht), alignment: 'right' }]];
  if (!p.vat_franchise) {
    for (const row of totals.vat_breakdown) {
      rows.push([
        { text: `TVA ${vatRate(row.rate)} sur ${formatMoney(row.base_ht)}` },
        { text: formatMoney(row.tva), alignment: 'right' },
      ]);
    }
  }
  rows.push([
    { text: 'Total TTC', bold: true, color: '#FFFFFF', fillColor: accent },
    { text: formatMoney(totals.total_ttc), bold: true, alignment: 'right', color: '#FFFFFF', fillColor: accent },
  ]);
  return {
    // HT, VAT and TTC stay together on one page.
    unbreakable: true,
    columns: [
      { width: '*', text: p.vat_franchise ? VAT_FRANCHISE_MENTION : '', style: 'muted', margin: [0, 4, 12, 0] },
      {
        width: 230,
        table: { widths: ['*', 'auto'], body: rows },
        // No lines, and room on both edges: the Total TTC band's text does not touch its ends.
        layout: { hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 6, paddingRight: () => 6, paddingTop: () => 2, paddingBottom: () => 2 },
      },
    ],
  };
}

/** What the signature accepts, so a signature page printed or shown alone still names the quote and its total. */
function agreementRecall(q: PdfQuote, p: PdfProvider, totals: QuoteTotals): string {
  const total = formatMoney(totals.total_ttc);
  // Under the VAT franchise no VAT applies: the total is not "TTC".
  return `Devis n° ${q.quote_number} du ${formatDate(q.quote_date)}, ${p.vat_franchise ? 'total' : 'total TTC'} ${total}`;
}

function agreementBlock(recall: string, border: string): PdfContent {
  const box = (label: string) => ({ text: label, margin: [0, 0, 0, 18] });
  return {
    unbreakable: true,
    margin: [0, 20, 0, 0],
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: 'Bon pour accord', style: 'sectionTitle' },
              { text: recall, bold: true, margin: [0, 0, 0, 2] },
              { text: 'Devis reçu avant l’exécution des travaux, lu et accepté.', style: 'muted', margin: [0, 0, 0, 10] },
              box('Date :'),
              box('Nom :'),
              box('Signature :'),
            ],
            margin: [8, 8, 8, 8],
          },
        ],
      ],
    },
    layout: { hLineColor: () => border, vLineColor: () => border, hLineWidth: () => 0.75, vLineWidth: () => 0.75 },
  };
}

/** Builds the pdfmake document for a quote: every mention a French devis must carry. Pure. */
export function quoteDocument(input: QuoteDocumentInput): PdfDocDefinition {
  const { quote: q, provider: p } = input;
  const primary = color(p.brand_primary_color, '#3B82F6');
  const secondary = color(p.brand_secondary_color, '#64748B');
  const accent = color(p.brand_accent_color, '#10B981');
  const heading = q.title ? `Devis ${q.quote_number} : ${q.title}` : `Devis ${q.quote_number}`;
  // Once per document: the totals block and the signature box's recall show the same amounts.
  const totals = computeTotals(q.lines);

  const terms: PdfContent[] = [];
  terms.push({ text: 'Conditions de paiement', style: 'sectionTitle' });
  terms.push({ text: p.quote_payment_terms || 'Règlement à 30 jours' });
  const bank = lines(p.iban ? `IBAN : ${p.iban}` : null, p.bic ? `BIC : ${p.bic}` : null).join('   ');
  if (bank) terms.push({ text: bank, style: 'muted' });
  if (q.notes) terms.push({ text: 'Notes', style: 'sectionTitle' }, { text: q.notes });
  if (p.quote_terms_conditions) terms.push({ text: 'Conditions générales', style: 'sectionTitle' }, { text: p.quote_terms_conditions, fontSize: 8 });

  const logo: PdfContent = input.logo && p.show_logo_on_quotes ? { image: input.logo, fit: [140, 60], margin: [0, 0, 0, 8] } : { text: '' };
  const footerText = p.quote_footer_text ?? '';

  return {
    info: {
      title: heading,
      author: p.company_name,
      subject: `Devis ${q.quote_number}`,
      creator: 'Devis',
      producer: 'Devis',
      creationDate: input.createdAt,
    },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 60],
    defaultStyle: { fontSize: FONT_SIZE, color: '#1F2937', lineHeight: 1.15 },
    styles: {
      providerName: { fontSize: 14, bold: true, color: primary },
      title: { fontSize: 20, bold: true, color: primary },
      label: { fontSize: 8, bold: true, color: secondary, margin: [0, 0, 0, 2] },
      muted: { color: secondary },
      tableHead: { bold: true, color: '#FFFFFF' },
      sectionTitle: { fontSize: 10.5, bold: true, color: primary, margin: [0, 10, 0, 3] },
    },
    footer: (currentPage: number, pageCount: number) => ({
      margin: [40, 10, 40, 0],
      columns: [
        { text: footerText, fontSize: 7.5, color: secondary },
        // Every page names its quote: a page printed or forwarded alone is not anonymous.
        { text: `Devis N° ${q.quote_number} · Page ${currentPage} / ${pageCount}`, fontSize: 7.5, color: secondary, alignment: 'right', width: 'auto', margin: [12, 0, 0, 0] },
      ],
    }),
    content: [
      {
        columns: [
          { width: '*', stack: [logo, ...providerBlock(p)] },
          {
            width: 200,
            stack: [
              { text: 'DEVIS', style: 'title', alignment: 'right' },
              { text: `N° ${q.quote_number}`, alignment: 'right', bold: true },
              { text: `Date d'émission : ${formatDate(q.quote_date)}`, alignment: 'right' },
              // A draft without a date (a preview the provider may print): the validity a send would give it.
              { text: q.valid_until ? `Valable jusqu'au : ${formatDate(q.valid_until)}` : `Validité : ${DEFAULT_VALIDITY_DAYS} jours`, alignment: 'right' },
            ],
          },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.5, lineColor: primary }], margin: [0, 12, 0, 12] },
      {
        columns: [
          { width: '*', stack: q.title ? [{ text: 'Objet', style: 'label' }, { text: q.title, bold: true }] : [{ text: '' }] },
          { width: 220, stack: clientBlock(q) },
        ],
      },
      linesTable(q, primary),
      totalsTable(totals, p, accent),
      ...terms,
      agreementBlock(agreementRecall(q, p, totals), secondary),
    ],
  };
}
