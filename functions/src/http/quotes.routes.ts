import { quoteDuplicateSchema, quoteInputSchema } from '@devis/domain';
import { defineRoute } from './route';
import { listQuotesSchema } from '../services/quotes/list-quotes';
import { quotesListJson } from '../services/quotes/quotes-list-cache';
import { JsonText } from './json-text';
import { getQuote } from '../services/quotes/get-quote';
import { createQuote } from '../services/quotes/create-quote';
import { updateQuote } from '../services/quotes/update-quote';
import { deleteQuote } from '../services/quotes/delete-quote';
import { duplicateQuote } from '../services/quotes/duplicate-quote';

export const quoteRoutes = [
  defineRoute({
    method: 'get',
    path: '/quotes',
    access: 'provider',
    schema: listQuotesSchema,
    handler: async (ctx, input) => new JsonText(await quotesListJson(ctx, ctx.caller.uid, input)),
  }),
  defineRoute({
    method: 'get',
    path: '/quotes/:id',
    access: 'provider',
    handler: (ctx, _input, params) => getQuote(ctx, ctx.caller.uid, params['id']!),
  }),
  defineRoute({
    method: 'post',
    path: '/quotes',
    access: 'provider',
    schema: quoteInputSchema,
    status: 201,
    handler: (ctx, input) => createQuote(ctx, ctx.caller.uid, input),
  }),
  defineRoute({
    method: 'put',
    path: '/quotes/:id',
    access: 'provider',
    schema: quoteInputSchema,
    handler: (ctx, input, params) => updateQuote(ctx, ctx.caller.uid, params['id']!, input),
  }),
  defineRoute({
    method: 'delete',
    path: '/quotes/:id',
    access: 'provider',
    handler: (ctx, _input, params) => deleteQuote(ctx, ctx.caller.uid, params['id']!),
  }),
  defineRoute({
    method: 'post',
    path: '/quotes/:id/duplicate',
    access: 'provider',
    schema: quoteDuplicateSchema,
    status: 201,
    handler: (ctx, input, params) => duplicateQuote(ctx, ctx.caller.uid, params['id']!, input.title),
  }),
];
