import { counterProposalSchema, providerAnswerSchema } from '@devis/domain';
import { defineRoute } from './route';
import { getReview } from '../services/quote-review/get-review';
import { answerQuote } from '../services/quote-review/answer-quote';
import { counterPropose } from '../services/quote-review/counter-propose';

/** The provider's answers to a client's quote: /app/quotes/{id}/review and the proposal screen in modify mode. */
export const quoteReviewRoutes = [
  defineRoute({
    method: 'get',
    path: '/quotes/:id/review',
    access: 'provider',
    handler: (ctx, _input, params) => getReview(ctx, ctx.caller, params['id']!),
  }),
  defineRoute({
    method: 'post',
    path: '/quotes/:id/accept',
    access: 'provider',
    schema: providerAnswerSchema,
    handler: (ctx, input, params) => answerQuote(ctx, ctx.caller, params['id']!, 'accept', input),
  }),
  defineRoute({
    method: 'post',
    path: '/quotes/:id/reject',
    access: 'provider',
    schema: providerAnswerSchema,
    handler: (ctx, input, params) => answerQuote(ctx, ctx.caller, params['id']!, 'reject', input),
  }),
  defineRoute({
    method: 'post',
    path: '/quotes/:id/counter-proposal',
    access: 'provider',
    schema: counterProposalSchema,
    handler: (ctx, input, params) => counterPropose(ctx, ctx.caller, params['id']!, input),
  }),
];
