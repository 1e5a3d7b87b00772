import { clientRequestSchema, modificationDecisionSchema, startConversationSchema } from '@devis/domain';
import { defineRoute } from './route';
import { sendPdf } from './send-pdf';
import { getOrCreateConversation } from '../services/conversations/get-or-create-conversation';
import { createClientRequest } from '../services/client-requests/create-client-request';
import { getClientQuote } from '../services/client-quotes/get-client-quote';
import { decideModification } from '../services/client-quotes/decide-modification';
import { clientQuotePdf } from '../services/client-quotes/client-quote-pdf';
import { clientDashboard, recentProviders } from '../services/client-quotes/client-dashboard';
import { listClientQuotes, listClientQuotesSchema } from '../services/client-quotes/list-client-quotes';
import { listProviders, listProvidersSchema } from '../services/directory/list-providers';
import { getProvider } from '../services/directory/get-provider';

/** The client portal (/client/**): a client account sees only its own requests, quotes and conversations. */
export const clientPortalRoutes = [
  defineRoute({
    method: 'get',
    path: '/client/dashboard',
    access: 'client',
    handler: (ctx) => clientDashboard(ctx, ctx.caller),
  }),
  defineRoute({
    method: 'get',
    path: '/client/recent-providers',
    access: 'client',
    handler: (ctx) => recentProviders(ctx, ctx.caller),
  }),
  defineRoute({
    method: 'get',
    path: '/client/providers',
    access: 'client',
    schema: listProvidersSchema,
    handler: (ctx, input) => listProviders(ctx, input),
  }),
  defineRoute({
    method: 'get',
    path: '/client/providers/:providerId',
    access: 'client',
    handler: (ctx, _input, params) => getProvider(ctx, params['providerId']!),
  }),
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
    path: '/client/quotes',
    access: 'client',
    schema: listClientQuotesSchema,
    handler: (ctx, input) => listClientQuotes(ctx, ctx.caller, input),
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
