import * as yup from 'yup';
import { text, typedNumber } from '@devis/domain';

export const LIST_PAGE_DEFAULT = 50;
export const LIST_PAGE_MAX = 100;

/** A page size of 1 to LIST_PAGE_MAX, `fallback` when absent. */
export const pageLimit = (fallback: number) =>
  typedNumber().typeError('Limite invalide').integer('Limite invalide').min(1, 'Limite invalide').max(LIST_PAGE_MAX, 'Limite invalide').default(fallback);
export const INVALID_CURSOR = 'Curseur de pagination invalide';

/** The query string of every paginated list: GET /api/quotes, /api/clients, /api/services. */
export const listInputSchema = yup.object({
  search: text('Recherche invalide').max(200, 'Recherche trop longue').default(''),
  limit: pageLimit(LIST_PAGE_DEFAULT),
  cursor: text(INVALID_CURSOR).max(600, INVALID_CURSOR).default(''),
});
export type ListInput = yup.InferType<typeof listInputSchema>;
