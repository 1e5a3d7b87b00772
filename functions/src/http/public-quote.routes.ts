import { publicAcceptSchema, publicRejectSchema, publicTokenQuerySchema as tokenQuery } from '@devis/domain';
import { defineRoute } from './route';
import type { Ctx } from './context';
import { getPublicQuote, getSharedQuote } from '../services/public-quote/get-public-quote';
import { publicQuotePdf } from '../services/public-quote/public-quote-pdf';
import { decideQuote } from '../services/public-quote/decide-quote';
import { sendPdf } from './send-pdf';

/** Anonymous routes: the public link (publicId + token) is the capability; every answer is private, no-store (app.ts). */
export const publicQuoteRoutes = [
  defineRoute({
    method: 'get',
    path: '/public/quotes/:publicId',
    access: 'public',
    schema: tokenQuery,
    handler: (ctx: Ctx, input, params) => getPublicQuote(ctx, params['publicId']!, input.t, ctx.requester),
  }),
  defineRoute({
    method: 'get',
    path: '/public/quotes/:publicId/pdf',
    access: 'public',
    schema: tokenQuery,
    handler: async (ctx: Ctx, input, params) => sendPdf(ctx, await publicQuotePdf(ctx, params['publicId']!, input.t)),
  }),
  defineRoute({
    method: 'post',
    path: '/public/quotes/:publicId/accept',
    access: 'public',
    schema: publicAcceptSchema,
    handler: (ctx: Ctx, input, params) =>
      decideQuote(ctx, params['publicId']!, { action: 'accepted', token: input.t, full_name: input.full_name, email: input.email }, ctx.requester),
  }),
  defineRoute({
    method: 'post',
    path: '/public/quotes/:publicId/reject',
    access: 'public',
    schema: publicRejectSchema,
    handler: (ctx: Ctx, input, params) =>
      decideQuote(ctx, params['publicId']!, { action: 'rejected', token: input.t, reason: input.reason }, ctx.requester),
  }),
  defineRoute({
    method: 'get',
    path: '/public/c/quotes/:publicId',
    access: 'public',
    schema: tokenQuery,
    handler: (ctx: Ctx, input, params) => getSharedQuote(ctx, params['publicId']!, input.t),
  }),
  defineRoute({
    method: 'get',
    path: '/public/c/quotes/:publicId/pdf',
    access: 'public',
    schema: tokenQuery,
    handler: async (ctx: Ctx, input, params) => sendPdf(ctx, await publicQuotePdf(ctx, params['publicId']!, input.t, { shared: true })),
  }),
];
