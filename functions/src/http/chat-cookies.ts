import { isDeployed } from '../runtime-env';
import { visitorCookieSecret } from '../secrets/visitor-cookie-secret';
import { VisitorCookies } from './visitor-cookie';
import { PUBLIC_CHAT_COOKIE_PATH } from './public-chat.routes';

let cookies: VisitorCookies | undefined;

/**
 * The public chat's cookie signer, made on first use with the visitor cookie key (VISITOR_COOKIE_SECRET
 * when deployed, bound to the `api` function; the local key file otherwise). The key is configuration,
 * the same on every instance: nothing here is state another instance would need.
 */
export function chatCookies(): VisitorCookies {
  cookies ??= new VisitorCookies({
    secret: visitorCookieSecret(process.env),
    secure: isDeployed(process.env),
    now: () => new Date(),
    path: PUBLIC_CHAT_COOKIE_PATH,
    purpose: 'chat',
  });
  return cookies;
}
