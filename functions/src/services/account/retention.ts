import { createHash } from 'node:crypto';

/**
 * What French law makes us keep after an account is deleted (functions/API.md, "Account deletion"),
 * in `retained_records/{id}`: read by no screen and no route, deleted by the daily housekeeping once
 * `delete_after` has passed.
 * - `accepted_quote`: an accepted quote as the client accepted it (the version's content, the provider
 *   identity printed on it, its PDF kept under the same SHA-256) and the acceptance evidence. It is the
 *   provider's contract with its client, a supporting document of the sale (pièce justificative), to be
 *   kept 10 years: Code de commerce, art. L123-22, al. 2. It is also the proof either party needs within
 *   the 5-year limitation of contract claims (Code civil art. 2224; Code de commerce art. L110-4).
 * - `subscription`: Devis's own sales to the provider (the Stripe customer and subscription the invoices
 *   are filed under): our supporting documents, 10 years (same article).
 * Ten years run from the close of the financial year: we keep them until 31 December of the 11th year
 * after the fact, which covers any financial year of up to 12 months that includes it.
 */
export const RETAINED_RECORDS = 'retained_records';

export const LEGAL_BASIS = {
  accepted_quote: "Code de commerce, art. L123-22 (pièces justificatives, 10 ans) ; preuve du contrat (Code civil, art. 2224 ; Code de commerce, art. L110-4)",
  subscription: 'Code de commerce, art. L123-22 (pièces justificatives de nos ventes, 10 ans)',
} as const;

export interface RetainedRecordDoc {
  kind: keyof typeof LEGAL_BASIS;
  legal_basis: string;
  /** SHA-256 of the deleted account's uid: a request about it can be matched, the uid is not kept. */
  former_account: string;
  retained_at: string;
  /** ISO day after which the housekeeping deletes it (and its PDF). */
  delete_after: string;
  /** accepted_quote: the PDF kept with it (quote-pdfs/<sha256>.pdf). */
  pdf_sha256: string | null;
  content: Record<string, unknown>;
  [key: string]: unknown;
}

export const formerAccount = (uid: string) => createHash('sha256').update(`devis-account:${uid}`).digest('hex');

/** 31 December of the 11th year after the instant. */
export function retainUntil(at: string): string {
  return `${new Date(at).getUTCFullYear() + 11}-12-31`;
}
