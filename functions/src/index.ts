/**
 * The deployed Cloud Functions (v2, europe-west1). Hosting rewrites /api/** to `api`, /apps/** and /fn/files/**
 * to `files`, every page to `shell`, and /fn/<name>/** to the others. Each app is built on first request, so
 * deploy-time analysis never opens the store.
 * Each function runs in its own instances (Functions v2), so each loads its own code on its first request or
 * run (the `require`s inside the handlers), not every function's: a cold start pays for one function. This
 * file loads only what declares them (options, secrets) and the start-up checks.
 * The local-only `outbox` is added by local-index.ts, which only the local build uses.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
// First: before firebase-functions' HTTP triggers load firebase-admin's Auth.
import './firebase/jwks-stand-in';
// The options entry only: 'firebase-functions/v2' loads every trigger kind, a fifth of a cold start.
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Deps } from './services/context';
import { answerPlatformErrorsInJson } from './http/platform-errors';
import { lazy } from './lazy-app';
import { failFastWhenDeployed, isDeployed } from './runtime-env';
import { sendgridApiKey } from './mail/sendgrid-secret';
import { deployTokensSecret } from './deploy/deploy-secret';
import { visitorCookieSecret, visitorCookieSecretParam } from './secrets/visitor-cookie-secret';
import { stripeSecretKey, stripeWebhookSecret } from './billing/stripe-secrets';

/** The instance's adapters (deps.ts), loaded by the first function that needs them. */
const sharedDeps = (): Deps => (require('./deps') as typeof import('./deps')).sharedDeps();
/** The route framework (api, sendQuote, generateQuotePdf). */
const httpApp = () => require('./http/app') as typeof import('./http/app');
const sending = () => require('./http/sending.routes') as typeof import('./http/sending.routes');

setGlobalOptions({ region: 'europe-west1' });

// Bodies the platform's server refuses before calling us (malformed JSON, a charset other than UTF-8) get
// our French JSON error, not its HTML page (http/platform-errors.ts). Only inside a functions runtime.
if (process.env['FUNCTION_TARGET']) answerPlatformErrorsInJson();

/** The functions that send mail: they bind the SendGrid secret, and refuse to start without it. */
const SENDS_MAIL = ['api', 'sendQuote', 'publicProvider', 'sendReminders'];
/** The functions that call Stripe or verify its webhook: they bind the Stripe secrets. */
const BILLS = ['api', 'billing'];
const target = process.env['FUNCTION_TARGET'] ?? '';
failFastWhenDeployed(process.env, { sendsMail: SENDS_MAIL.includes(target), bills: BILLS.includes(target) });

/** The emulator has no Secret Manager; locally the outbox needs no key and the cookie key is under .data. */
const inEmulator = process.env['FUNCTIONS_EMULATOR'] === 'true';
const mailSecrets = inEmulator ? [] : [sendgridApiKey];
/** Checkout, portal and the cancel of a deleted account's subscription (api); the webhook (billing). */
const billingSecrets = inEmulator ? [] : [stripeSecretKey, stripeWebhookSecret];

/** The public chat of a quote link signs its visitor cookie with the visitor cookie key. */
const cookieSecrets = inEmulator ? [] : [visitorCookieSecretParam];
export const api = onRequest({ secrets: [...mailSecrets, ...billingSecrets, ...cookieSecrets] }, lazy(() => httpApp().createApp(sharedDeps(), (require('./http/routes') as typeof import('./http/routes')).routes)));

/** Stripe's webhook (production), or the local checkout and portal pages (emulator): /fn/billing/**. */
export const billing = onRequest(
  { secrets: billingSecrets },
  lazy(() => {
    const { billingKind, createStripeBilling } = require('./billing/create-billing') as typeof import('./billing/create-billing');
    const { createBillingApp } = require('./billing/billing-app') as typeof import('./billing/billing-app');
    return createBillingApp({ deps: sharedDeps(), kind: billingKind(process.env), stripe: () => createStripeBilling(process.env) });
  }),
);

/** The feature flags (src/flags), at /fn/features: the function's name is its URL. */
export const features = onRequest(lazy(() => (require('./flags/flags-app') as typeof import('./flags/flags-app')).createFlagsApp(process.env)));

/** Files of the Files port: the release files at /apps/**, avatars and logos at /fn/files/**. */
export const files = onRequest(lazy(() => (require('./files/files-app') as typeof import('./files/files-app')).createFilesApp(() => sharedDeps().files)));

/** index.html with the live import map, and /importmap.json (the map is in the store, not in a Hosting release). */
export const shell = onRequest(lazy(() => (require('./shell/shell-app') as typeof import('./shell/shell-app')).createShellApp(sharedDeps())));

/** `npm run deploy`: release files into the Files port, one transaction per map change (deploy token, not a user). */
export const deploy = onRequest(
  { secrets: inEmulator ? [] : [deployTokensSecret], memory: '512MiB' },
  lazy(() => {
    const { createDeployApp } = require('./deploy/deploy-app') as typeof import('./deploy/deploy-app');
    const { parseDeployTokens } = require('./deploy/deploy-tokens') as typeof import('./deploy/deploy-tokens');
    return createDeployApp({ ...sharedDeps(), tokens: () => parseDeployTokens(process.env['DEPLOY_TOKENS']) });
  }),
);

export const sendQuote = onRequest({ secrets: mailSecrets }, lazy(() => httpApp().createApp(sharedDeps(), sending().sendQuoteRoutes, sending().SEND_QUOTE_PATH)));

export const generateQuotePdf = onRequest({ memory: '512MiB' }, lazy(() => httpApp().createApp(sharedDeps(), sending().generateQuotePdfRoutes, sending().GENERATE_QUOTE_PDF_PATH)));

/** The public provider page's anonymous API (flag-gated; see http/public-provider-app.ts). */
export const publicProvider = onRequest(
  { secrets: inEmulator ? [] : [sendgridApiKey, visitorCookieSecretParam] },
  lazy(() => {
    const { VisitorCookies } = require('./http/visitor-cookie') as typeof import('./http/visitor-cookie');
    const { createPublicProviderApp } = require('./http/public-provider-app') as typeof import('./http/public-provider-app');
    const deps = sharedDeps();
    const cookies = new VisitorCookies({ secret: visitorCookieSecret(process.env), secure: isDeployed(process.env), now: deps.now });
    return createPublicProviderApp(deps, cookies);
  }),
);

/**
 * Daily, just after midnight in Paris: sent quotes whose validity day is over are written 'expired'
 * (readers already see them so). Paged and resumable; retried if it fails.
 */
export const expireQuotes = onSchedule({ schedule: 'every day 00:05', timeZone: 'Europe/Paris', timeoutSeconds: 540, retryCount: 3 }, async () => {
  const { backfillListFields } = require('./jobs/backfill-list-fields') as typeof import('./jobs/backfill-list-fields');
  const { backfillEmailVerified } = require('./jobs/backfill-email-verified') as typeof import('./jobs/backfill-email-verified');
  const { authEmailConfirmations } = require('./firebase/email-confirmations') as typeof import('./firebase/email-confirmations');
  const { expireQuotes: runExpireQuotes } = require('./jobs/expire-quotes') as typeof import('./jobs/expire-quotes');
  const deps = sharedDeps();
  const { updated } = await backfillListFields(deps);
  const flags = await backfillEmailVerified({ store: deps.store, confirmations: authEmailConfirmations });
  const { expired } = await runExpireQuotes(deps);
  console.log(JSON.stringify({ severity: 'INFO', message: 'expireQuotes done', expired, listFieldsBackfilled: updated, emailFlagsBackfilled: flags.updated }));
});

/**
 * Daily at 09:00 Paris (a working hour for the client): the automatic reminders due today. Overlapping or
 * retried runs never send one twice (jobs/send-reminders.ts). It sends mail: it binds the SendGrid secret.
 */
export const sendReminders = onSchedule(
  { schedule: 'every day 09:00', timeZone: 'Europe/Paris', timeoutSeconds: 540, retryCount: 3, secrets: mailSecrets },
  async () => {
    const { sendReminders: runSendReminders } = require('./jobs/send-reminders') as typeof import('./jobs/send-reminders');
    const result = await runSendReminders(sharedDeps());
    console.log(JSON.stringify({ severity: 'INFO', message: 'sendReminders done', ...result }));
  },
);

/**
 * Daily at 03:30 Paris: account deletions cut off midway are finished, recent ones purged again, and the
 * records kept for the law are deleted once their period is over. It cancels no subscription and binds no secret.
 */
export const accountHousekeeping = onSchedule({ schedule: 'every day 03:30', timeZone: 'Europe/Paris', timeoutSeconds: 540, retryCount: 3 }, async () => {
  const { accountHousekeeping: runAccountHousekeeping } = require('./jobs/account-housekeeping') as typeof import('./jobs/account-housekeeping');
  const result = await runAccountHousekeeping(sharedDeps());
  console.log(JSON.stringify({ severity: 'INFO', message: 'accountHousekeeping done', ...result }));
});

/**
 * Hourly: deletes the rate-limit windows that have ended (one-off keys would otherwise stay forever).
 * Overlapping or retried runs delete nothing twice (jobs/sweep-rate-limits.ts).
 */
export const sweepRateLimits = onSchedule({ schedule: 'every 1 hours', timeZone: 'Europe/Paris', timeoutSeconds: 540, retryCount: 3 }, async () => {
  const { sweepRateLimits: runSweepRateLimits } = require('./jobs/sweep-rate-limits') as typeof import('./jobs/sweep-rate-limits');
  const result = await runSweepRateLimits(sharedDeps());
  console.log(JSON.stringify({ severity: 'INFO', message: 'sweepRateLimits done', ...result }));
});
