import { clientRequestSchema, modificationDecisionSchema, startConversationSchema } from '@devis/domain';
import { defineRoute } from './route';
import { sendPdf } from './send-pdf';
import { getOrCreateConversation } from '../services/conversations/get-or-create-conversation';
import { createClientRequest } from '../services/client-requests/create-client-request';
import { getClientQuote } from '../services/client-quotes/get-client-quote';
import { decideModification } from '../services/client-quotes/decide-modification';
import { clientQuotePdf } from '../services/client-quotes/client-quote-pdf';

/** The client portal (/client/**): a client account sees only its own requests, quotes and conversations. */
export const clientPortalRoutes = [
  defineRoute({
    method: 'post',
    path: '/client/conversations',
    access: 'client',
    schema: startConversationSchema,
    handler: (ctx, input) => getOrCreateConversation(ctx, ctx.caller, input),
  }),
  defineRoute({
    method: 'post',
    path: '/client/requests',
    access: 'client',
    schema: clientRequestSchema,
    status: 201,
    handler: (ctx, input) => createClientRequest(ctx, ctx.caller, input),
  }),
  defineRoute({
    method: 'get',
    path: '/client/quotes/:quoteId',
    access: 'client',
    handler: (ctx, _input, params) => getClientQuote(ctx, ctx.caller, params['quoteId']!),
  }),
  defineRoute({
    method: 'post',
    path: '/client/quotes/:quoteId/decision',
    access: 'client',
    schema: modificationDecisionSchema,
    handler: (ctx, input, params) => decideModification(ctx, ctx.caller, params['quoteId']!, input),
  }),
  defineRoute({
    method: 'get',
    path: '/client/quotes/:quoteId/pdf',
    access: 'client',
    handler: async (ctx, _input, params) => sendPdf(ctx, await clientQuotePdf(ctx, ctx.caller, params['quoteId']!)),
  }),
];
