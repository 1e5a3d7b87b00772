import type { ProviderProfile } from '@devis/domain';
import type { Files } from '../../files/port';
import { quoteDocument, type PdfProvider, type PdfQuote } from '../../pdf/quote-document';
import { renderPdf, sha256Hex, type PdfFont } from '../../pdf/render-pdf';
import { resolveLogo } from '../../pdf/quote-logo';
import type { QuoteDoc } from '../quotes/quote-record';

export const QUOTE_VERSIONS = 'quote_versions';

export const quoteVersionId = (quoteId: string, version: number) => `${quoteId}_v${version}`;

export type VersionProvider = PdfProvider & { logo_url: string | null };

/**
 * `quote_versions/{quoteId}_v{n}`: what was sent at version n, frozen. The public page, the email
 * attachment and the public download all render from it with creationDate = sent_at, so the bytes (and
 * pdf_sha256, kept as acceptance evidence) are the same whoever renders them, whatever is edited later.
 */
export interface QuoteVersionDoc {
  quote_id: string;
  user_id: string;
  version: number;
  public_id: string;
  sent_at: string;
  quote: PdfQuote & { total_ht: number; total_tva: number; total_ttc: number };
  provider: VersionProvider;
  /** The logo as a data URL (resolved once, at send time), or null. */
  logo: string | null;
  /**
   * SHA-256 of the version's PDF. A basket quote (public provider page) is numbered and frozen in one
   * transaction and rendered right after it: null in between, and never decided through a link.
   */
  pdf_sha256: string | null;
  [key: string]: unknown;
}

export function providerSnapshot(p: ProviderProfile): VersionProvider {
  return {
    company_name: p.company_name,
    email: p.email,
    company_address: p.company_address,
    company_postal_code: p.company_postal_code,
    company_city: p.company_city,
    company_country: p.company_country,
    legal_form: p.legal_form ?? null,
    siret: p.siret,
    tva_intracom: p.tva_intracom,
    vat_franchise: p.vat_franchise ?? false,
    iban: p.iban,
    bic: p.bic,
    brand_primary_color: p.brand_primary_color,
    brand_secondary_color: p.brand_secondary_color,
    brand_accent_color: p.brand_accent_color,
    quote_footer_text: p.quote_footer_text,
    quote_terms_conditions: p.quote_terms_conditions,
    quote_payment_terms: p.quote_payment_terms,
    show_logo_on_quotes: p.show_logo_on_quotes,
    logo_url: p.show_logo_on_quotes ? p.logo_url : null,
  };
}

export function quoteSnapshot(q: QuoteDoc, validUntil: string | null): QuoteVersionDoc['quote'] {
  return {
    quote_number: q.quote_number,
    title: q.title,
    quote_date: q.quote_date,
    valid_until: validUntil,
    client: q.client,
    lines: q.lines,
    notes: q.notes,
    total_ht: q.total_ht,
    total_tva: q.total_tva,
    total_ttc: q.total_ttc,
  };
}

export function logoFor(profile: ProviderProfile, files: Pick<Files, 'get' | 'pathOf'>): Promise<string | null> {
  return profile.show_logo_on_quotes ? resolveLogo(profile.logo_url, files) : Promise.resolve(null);
}

/** Renders the PDF of a sent version: deterministic bytes. Done once, at send time (see storedVersionPdf). */
export function renderVersionPdf(v: Pick<QuoteVersionDoc, 'quote' | 'provider' | 'logo' | 'sent_at'>, font?: PdfFont): Promise<Buffer> {
  return renderPdf(quoteDocument({ quote: v.quote, provider: v.provider, logo: v.logo, createdAt: new Date(v.sent_at) }), font);
}

/** Where a sent version's PDF is kept: a private file named after its SHA-256 (the acceptance evidence). */
export const versionPdfPath = (sha256: string) => `quote-pdfs/${sha256}.pdf`;

/** Keeps a sent version's PDF, before the version that names it is committed. */
export async function storeVersionPdf(files: Pick<Files, 'putPrivate'>, pdf: Buffer): Promise<string> {
  const sha256 = sha256Hex(pdf);
  await files.putPrivate(versionPdfPath(sha256), pdf, 'application/pdf');
  return sha256;
}

/**
 * The bytes of a sent version, as stored at send time: every download (provider, client, public link) serves
 * them, checked against the SHA-256 the version records. A version sent before PDFs were stored is rendered
 * once more and kept, if it gives back its recorded bytes; those were rendered with Roboto, so that is tried
 * second.
 */
export async function storedVersionPdf(files: Pick<Files, 'getPrivate' | 'putPrivate'>, version: QuoteVersionDoc): Promise<Buffer> {
  // A basket quote between its commit and its first render (public-provider/basket-pdf.ts) has no PDF yet.
  if (!version.pdf_sha256) return renderVersionPdf(version);
  const stored = await files.getPrivate(versionPdfPath(version.pdf_sha256));
  if (stored && sha256Hex(stored.bytes) === version.pdf_sha256) return stored.bytes;
  let first: Buffer | null = null;
  for (const font of [undefined, 'Roboto'] as const) {
    const pdf = await renderVersionPdf(version, font);
    first ??= pdf;
    if (sha256Hex(pdf) === version.pdf_sha256) {
      await storeVersionPdf(files, pdf);
      return pdf;
    }
  }
  console.error(JSON.stringify({ severity: 'WARNING', message: 'sent version PDF not reproducible', quoteId: version.quote_id, version: version.version }));
  return first!;
}

export function pdfFileName(quoteNumber: string): string {
  return `devis-${quoteNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
}
