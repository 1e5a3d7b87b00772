import { basketQuoteQuerySchema, basketQuoteSchema, preAccessEmailSchema, publicPageQuerySchema, requestPdfSchema, type BasketQuotePdf } from '@devis/domain';
import { defineRoute, type AnyRoute } from './route';
import type { Ctx } from './context';
import type { VisitorCookies } from './visitor-cookie';
import { getPublicPage } from '../services/public-provider/get-public-page';
import { preAccessEmail } from '../services/public-provider/pre-access-email';
import { createBasketQuote } from '../services/public-provider/create-basket-quote';
import { getBasketQuote } from '../services/public-provider/get-basket-quote';
import { requestBasketPdf } from '../services/public-provider/request-basket-pdf';

/** Where Hosting mounts the function (firebase.json rewrite); the action is the `action` query parameter. */
export const PUBLIC_PROVIDER_PATH = '/fn/public-provider';

/**
 * The publicProvider function's actions (spec 001 §7), one route each: `?action=get_page` is routed as
 * `/get_page` (public-provider-app.ts). All anonymous: the visitor's signed cookie is what it may read.
 */
export function publicProviderRoutes(cookies: VisitorCookies): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/get_page',
      access: 'public',
      schema: publicPageQuerySchema,
      handler: (ctx: Ctx, input) => getPublicPage(ctx, input.publicId, cookies.read(ctx.req)),
    }),
    defineRoute({
      method: 'post',
      path: '/pre_access_email',
      access: 'public',
      schema: preAccessEmailSchema,
      handler: async (ctx: Ctx, input) => {
        const visitor = cookies.read(ctx.req);
        const gate = await preAccessEmail(ctx, input, ctx.requester);
        cookies.remember(ctx.req.res!, visitor, { email: { pageId: gate.publicId, email: gate.email } });
        return { ok: true };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/create_quote_from_basket',
      access: 'public',
      status: 201,
      schema: basketQuoteSchema,
      handler: async (ctx: Ctx, input) => {
        const visitor = cookies.read(ctx.req);
        const created = await createBasketQuote(ctx, input, visitor, ctx.requester);
        cookies.remember(ctx.req.res!, visitor, { quoteId: created.quotePublicId });
        return created;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/get_quote',
      access: 'public',
      schema: basketQuoteQuerySchema,
      handler: (ctx: Ctx, input) => getBasketQuote(ctx, input.quotePublicId, cookies.read(ctx.req)),
    }),
    defineRoute({
      method: 'post',
      path: '/request_pdf',
      access: 'public',
      schema: requestPdfSchema,
      handler: async (ctx: Ctx, input): Promise<BasketQuotePdf> => {
        const visitor = cookies.read(ctx.req);
        const { pdf, learnt } = await requestBasketPdf(ctx, input, visitor, ctx.requester);
        if (learnt) cookies.remember(ctx.req.res!, visitor, { email: learnt });
        ctx.req.res!.set('referrer-policy', 'no-referrer');
        return { pdfUrl: `data:application/pdf;base64,${pdf.bytes.toString('base64')}`, fileName: pdf.fileName };
      },
    }),
  ];
}
