import { providerAnswerSchema, requestProposalSchema } from '@devis/domain';
import { defineRoute } from './route';
import { getRequest, ensureRequesterClient } from '../services/quote-requests/get-request';
import { listRequests, listRequestsSchema } from '../services/quote-requests/list-requests';
import { rejectRequest } from '../services/quote-requests/reject-request';
import { proposeForRequest } from '../services/quote-requests/propose-for-request';

/** Requests addressed to the provider: /app/demandes-devis and the proposal screen's from_request mode. */
export const quoteRequestRoutes = [
  defineRoute({
    method: 'get',
    path: '/quote-requests',
    access: 'provider',
    schema: listRequestsSchema,
    handler: (ctx, input) => listRequests(ctx, ctx.caller, input),
  }),
  defineRoute({
    method: 'get',
    path: '/quote-requests/:id',
    access: 'provider',
    handler: (ctx, _input, params) => getRequest(ctx, ctx.caller, params['id']!),
  }),
  defineRoute({
    method: 'post',
    path: '/quote-requests/:id/client',
    access: 'provider',
    handler: (ctx, _input, params) => ensureRequesterClient(ctx, ctx.caller, params['id']!),
  }),
  defineRoute({
    method: 'post',
    path: '/quote-requests/:id/reject',
    access: 'provider',
    schema: providerAnswerSchema,
    handler: (ctx, input, params) => rejectRequest(ctx, ctx.caller, params['id']!, input),
  }),
  defineRoute({
    method: 'post',
    path: '/quote-requests/:id/proposal',
    access: 'provider',
    schema: requestProposalSchema,
    status: 201,
    handler: (ctx, input, params) => proposeForRequest(ctx, ctx.caller, params['id']!, input),
  }),
];
