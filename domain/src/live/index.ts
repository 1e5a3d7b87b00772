import * as yup from '../schemas/yup';

/**
 * Live updates (issue 10): the channels a screen long-polls through GET /api/live (functions/API.md).
 * - `quotes` (provider): the quotes list, the dashboard, the quote requests;
 * - `client-quotes` (client): "Mes Devis" and the client dashboard;
 * - `conversations` (either): the caller's conversation list;
 * - `conversation:{id}`: one conversation's thread and request cards, for its two parties only.
 */
export type LiveChannel = 'quotes' | 'client-quotes' | 'conversations' | `conversation:${string}`;

/** The answer: `changed` says to refresh; pass `cursor` as `after` in the next call. */
export interface LiveAnswer {
  cursor: string;
  changed: boolean;
  /**
   * Only when asked without `after`: how many ms before this answer the newest watched document was written
   * (null: none is). Data read before that change misses it, and the cursor will not count it.
   */
  last_change_age_ms?: number | null;
}

export const liveMessages = {
  badChannel: 'Canal de mises à jour invalide',
  badCursor: 'Curseur de mises à jour invalide',
} as const;

const CHANNEL = /^(quotes|client-quotes|conversations|conversation:[A-Za-z0-9_-]{1,200})$/;
/** One 16-hex fingerprint per watched query, joined by dots. */
const CURSOR = /^[0-9a-f]{16}(\.[0-9a-f]{16}){0,7}$/;

export const liveQuerySchema = yup.object({
  channel: yup
    .string()
    .typeError(liveMessages.badChannel)
    .required(liveMessages.badChannel)
    .matches(CHANNEL, liveMessages.badChannel),
  after: yup
    .string()
    .typeError(liveMessages.badCursor)
    .transform((v: unknown) => (v === '' ? undefined : v))
    .matches(CURSOR, liveMessages.badCursor)
    .optional(),
});
export type LiveQuery = yup.InferType<typeof liveQuerySchema>;
