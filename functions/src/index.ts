/**
 * The Cloud Functions (v2, europe-west1). Hosting rewrites /api/** to `api` and /fn/<name>/** to the others.
 * Each app is built on first request, so deploy-time analysis never opens the store.
 */
// The options entry only: 'firebase-functions/v2' loads every trigger kind, a fifth of a cold start.
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Express } from 'express';
import { createApp } from './http/app';
import { routes } from './http/routes';
import { sharedDeps } from './deps';
import { createFeaturesApp } from './features/features-app';
import { createOutboxApp } from './outbox/outbox-app';
import { createFilesApp } from './files/files-app';
import { mailerKind, outboxDir } from './mail/create-mailer';
import { sendgridApiKey } from './mail/sendgrid-secret';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { generateQuotePdfRoutes, GENERATE_QUOTE_PDF_PATH, SEND_QUOTE_PATH, sendQuoteRoutes } from './http/sending.routes';
import { expireQuotes as runExpireQuotes } from './jobs/expire-quotes';
import { createShellApp } from './shell/shell-app';
import { createDeployApp } from './deploy/deploy-app';
import { parseDeployTokens } from './deploy/deploy-tokens';
import { deployTokensSecret } from './deploy/deploy-secret';
import { createPublicProviderApp } from './http/public-provider-app';
import { VisitorCookies } from './http/visitor-cookie';
import { visitorCookieSecret, visitorCookieSecretParam } from './secrets/visitor-cookie-secret';
import { isDeployed } from './runtime-env';

setGlobalOptions({ region: 'europe-west1' });

/** The emulator has no Secret Manager; locally the outbox needs no key and the cookie key is under .data. */
const inEmulator = process.env['FUNCTIONS_EMULATOR'] === 'true';
const mailSecrets = inEmulator ? [] : [sendgridApiKey];

function lazy(make: () => Express): (req: Request, res: unknown) => void {
  let app: Express | null = null;
  return (req, res) => {
    app ??= make();
    // firebase-functions types these with its own copy of @types/express: same objects at run time.
    app(req as unknown as Parameters<Express>[0], res as Parameters<Express>[1]);
  };
}

export const api = onRequest({ secrets: mailSecrets }, lazy(() => createApp(sharedDeps(), routes)));

export const features = onRequest(lazy(() => createFeaturesApp(process.env)));

export const outbox = onRequest(lazy(() => createOutboxApp({ enabled: mailerKind(process.env) === 'outbox', dir: outboxDir(process.env) })));

export const files = onRequest(lazy(() => createFilesApp(() => sharedDeps().files)));

/** index.html with the live import map, and /importmap.json (the map is in the store, not in a Hosting release). */
export const shell = onRequest(lazy(() => createShellApp(sharedDeps())));

/** `npm run deploy`: release files into the Files port, one transaction per map change (deploy token, not a user). */
export const deploy = onRequest(
  { secrets: inEmulator ? [] : [deployTokensSecret], memory: '512MiB' },
  lazy(() => createDeployApp({ ...sharedDeps(), tokens: () => parseDeployTokens(process.env['DEPLOY_TOKENS']) })),
);

export const sendQuote = onRequest({ secrets: mailSecrets }, lazy(() => createApp(sharedDeps(), sendQuoteRoutes, SEND_QUOTE_PATH)));

export const generateQuotePdf = onRequest({ memory: '512MiB' }, lazy(() => createApp(sharedDeps(), generateQuotePdfRoutes, GENERATE_QUOTE_PDF_PATH)));

/** The public provider page's anonymous API (flag-gated; see http/public-provider-app.ts). */
export const publicProvider = onRequest(
  { secrets: inEmulator ? [] : [sendgridApiKey, visitorCookieSecretParam] },
  lazy(() => {
    const deps = sharedDeps();
    const cookies = new VisitorCookies({ secret: visitorCookieSecret(process.env), secure: isDeployed(process.env), now: deps.now });
    return createPublicProviderApp(deps, cookies);
  }),
);

/** Daily, just after midnight in Paris: sent quotes whose validity day is over become expired. */
export const expireQuotes = onSchedule({ schedule: 'every day 00:05', timeZone: 'Europe/Paris' }, async () => {
  const { expired } = await runExpireQuotes(sharedDeps());
  console.log(JSON.stringify({ severity: 'INFO', message: 'expireQuotes done', expired }));
});
