import { publicChatMessageSchema, publicTokenQuerySchema } from '@devis/domain';
import { defineRoute, type AnyRoute } from './route';
import type { Ctx } from './context';
import type { VisitorCookies } from './visitor-cookie';
import { getPublicChat, postPublicChatMessage } from '../services/conversations/public-chat';

/** Where the public chat's known-visitor cookie is sent: these routes only (the quote page's API). */
export const PUBLIC_CHAT_COOKIE_PATH = '/api/public/quotes';

/**
 * The chat drawer of a quote link (/{publicId}?t=): anonymous, the link is the capability. The browser's
 * signed `__session` cookie (path /api/public/quotes) remembers the email it gave per link.
 * `cookies` is resolved on first use (the signing key is read then, see chat-cookies.ts).
 */
export function publicChatRoutes(cookies: () => VisitorCookies): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/public/quotes/:publicId/messages',
      access: 'public',
      schema: publicTokenQuerySchema,
      handler: (ctx: Ctx, input, params) => getPublicChat(ctx, params['publicId']!, input.t, cookies().read(ctx.req)),
    }),
    defineRoute({
      method: 'post',
      path: '/public/quotes/:publicId/messages',
      access: 'public',
      schema: publicChatMessageSchema,
      status: 201,
      handler: async (ctx: Ctx, input, params) => {
        const publicId = params['publicId']!;
        const visitor = cookies().read(ctx.req);
        const posted = await postPublicChatMessage(ctx, publicId, input, visitor, ctx.requester);
        cookies().remember(ctx.req.res!, visitor, { email: { pageId: publicId, email: posted.visitor_email } });
        return posted;
      },
    }),
  ];
}
