import { quotePdfRequestSchema, sendQuoteSchema } from '@devis/domain';
import { defineRoute } from './route';
import { sendQuote } from '../services/sending/send-quote';
import { generateQuotePdf } from '../services/sending/generate-quote-pdf';
import { sendPdf } from './send-pdf';

/** The `sendQuote` function (POST /fn/sendQuote): one route at the function's root. */
export const sendQuoteRoutes = [
  defineRoute({
    method: 'post',
    path: '/',
    access: 'provider',
    schema: sendQuoteSchema,
    handler: (ctx, input) => sendQuote(ctx, ctx.caller, input),
  }),
];

/** The `generateQuotePdf` function (POST /fn/generateQuotePdf). */
export const generateQuotePdfRoutes = [
  defineRoute({
    method: 'post',
    path: '/',
    access: 'provider',
    schema: quotePdfRequestSchema,
    handler: async (ctx, input) => sendPdf(ctx, await generateQuotePdf(ctx, ctx.caller, input.quoteId)),
  }),
];

export const SEND_QUOTE_PATH = '/fn/sendQuote';
export const GENERATE_QUOTE_PDF_PATH = '/fn/generateQuotePdf';
