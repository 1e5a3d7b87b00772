import express, { type Request, type Response } from 'express';
import type { Store } from '../store/port';
import { requesterOf, trustedProxyHops } from '../http/client-ip';
import { applyBillingEvent } from '../services/billing/apply-billing-event';
import { tryRateLimits } from '../services/rate-limit/rate-limit';
import { RATE_LIMITS } from '../services/rate-limit/rules';
import { readProviderPlan } from '../services/plans/plan-record';
import { billingReturnUrl } from '../services/billing/start-checkout';
import { BillingSignatureError } from './port';
import type { StripeBilling } from './stripe-billing';
import { LOCAL_BILLING_BASE, endLocalTrial, localPortalAction, payLocalCheckout, readLocalSession, type LocalPortalAction } from './local-billing';
import { alreadySubscribedPage, checkoutPage, expiredPage, portalPage } from './local-pages';

const PUBLIC_BASE = '/fn/billing';

export interface BillingAppOptions {
  deps: { store: Store; now: () => Date; publicOrigin: string };
  kind: 'stripe' | 'local';
  /** Made on first webhook call (needs the secrets). */
  stripe: () => StripeBilling;
}

const notFound = (res: Response) => res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Route introuvable' } });

/**
 * The `billing` function. POST /stripe/webhook (BILLING=stripe): Stripe's signed events, the only way a
 * plan changes in production. /local/... (BILLING=local, the emulator): the checkout and portal pages
 * that stand in for Stripe's, whose buttons apply the same events.
 */
export function createBillingApp(options: BillingAppOptions): express.Express {
  const { deps } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxyHops(process.env));
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set('cache-control', 'private, no-store');
    next();
  });

  router.post('/stripe/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res, next) => {
    if (options.kind !== 'stripe') return void notFound(res);
    try {
      // Cloud Functions keep the exact bytes in rawBody (the signature covers them); express.raw otherwise.
      const raw = (req as Request & { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      const event = options.stripe().verifyWebhook(raw, req.get('stripe-signature'));
      const outcome = event ? await applyBillingEvent(deps, event) : 'ignored';
      console.log(JSON.stringify({ severity: outcome === 'duplicate' ? 'WARNING' : 'INFO', message: 'billing webhook', event: event?.id ?? null, outcome }));
      // A second subscription paid while one is live (two checkout pages): ended at once, its unused time credited.
      // A failure is logged for a person to end it by hand; Stripe retrying would not help (e.g. already ended).
      if (event && outcome === 'duplicate') {
        await options
          .stripe()
          .cancelNow({ subscriptionId: event.subscription.subscription_id, creditUnused: true })
          .catch((e: unknown) => console.error(JSON.stringify({ severity: 'ERROR', message: 'second subscription not ended', uid: event.uid, subscription: event.subscription.subscription_id, error: String(e) })));
      }
      res.json({ received: true });
    } catch (e) {
      if (e instanceof BillingSignatureError) {
        res.status(400).json({ error: { code: 'INVALID_SIGNATURE', message: 'Signature invalide' } });
        return;
      }
      next(e);
    }
  });

  const local = express.Router();
  local.use(async (req, res, next) => {
    if (options.kind !== 'local') return void notFound(res);
    if (req.method !== 'POST') return next();
    // Anyone holding a session's URL may post: counted per IP in the store, like every public write.
    const verdict = await tryRateLimits(deps, [[RATE_LIMITS.localCheckoutPerIp, requesterOf(req).ip]]).catch(next);
    if (verdict && !verdict.allowed) {
      res.set('retry-after', String(verdict.retryAfterSeconds)).status(429).type('html').send(expiredPage());
      return;
    }
    if (verdict) next();
  });
  const base = `${PUBLIC_BASE}/local`;
  local.get('/checkout/:id', async (req, res, next) => {
    try {
      const session = await readLocalSession(deps.store, req.params['id']!, deps.now());
      if (!session || session.kind !== 'checkout' || session.completed) return void res.status(404).type('html').send(expiredPage());
      const { plan } = await readProviderPlan(deps.store, session.uid, deps.now());
      res.type('html').send(checkoutPage(base, req.params['id']!, session, plan === 'trial'));
    } catch (e) {
      next(e);
    }
  });
  local.post('/checkout/:id/pay', async (req, res, next) => {
    try {
      const to = await payLocalCheckout(deps, req.params['id']!);
      if (!to) return void res.status(404).type('html').send(expiredPage());
      if (to === 'already-subscribed') return void res.status(409).type('html').send(alreadySubscribedPage(deps.publicOrigin));
      res.redirect(303, to);
    } catch (e) {
      next(e);
    }
  });
  local.post('/checkout/:id/cancel', async (req, res, next) => {
    try {
      const session = await readLocalSession(deps.store, req.params['id']!, deps.now());
      if (!session || session.kind !== 'checkout') return void res.status(404).type('html').send(expiredPage());
      res.redirect(303, session.cancel_url);
    } catch (e) {
      next(e);
    }
  });
  // "Simuler la fin de l'essai" (local only, like every /local route): the Free plan applies now; back to the profile.
  local.post('/checkout/:id/end-trial', async (req, res, next) => {
    try {
      const session = await readLocalSession(deps.store, req.params['id']!, deps.now());
      if (!session || session.kind !== 'checkout' || session.completed) return void res.status(404).type('html').send(expiredPage());
      await endLocalTrial(deps, session.uid);
      res.redirect(303, billingReturnUrl(deps.publicOrigin));
    } catch (e) {
      next(e);
    }
  });
  local.get('/portal/:id', async (req, res, next) => {
    try {
      const session = await readLocalSession(deps.store, req.params['id']!, deps.now());
      if (!session || session.kind !== 'portal') return void res.status(404).type('html').send(expiredPage());
      const { plan, subscription } = await readProviderPlan(deps.store, session.uid, deps.now());
      res.type('html').send(portalPage(base, req.params['id']!, subscription, plan === 'trial'));
    } catch (e) {
      next(e);
    }
  });
  local.post('/portal/:id/:action', async (req, res, next) => {
    try {
      const session = await readLocalSession(deps.store, req.params['id']!, deps.now());
      const action = req.params['action'];
      if (!session || session.kind !== 'portal') return void res.status(404).type('html').send(expiredPage());
      if (action === 'return') return void res.redirect(303, session.success_url);
      if (action === 'end-trial') await endLocalTrial(deps, session.uid);
      else if (action === 'cancel' || action === 'resume' || action === 'end') await localPortalAction(deps, session, action as LocalPortalAction);
      else return void notFound(res);
      res.redirect(303, `${base}/portal/${req.params['id']}`);
    } catch (e) {
      next(e);
    }
  });
  router.use('/local', local);
  router.use((_req, res) => notFound(res));
  app.use(PUBLIC_BASE, router);
  app.use(router);
  app.use((err: unknown, _req: Request, res: Response, _next: express.NextFunction) => {
    console.error(JSON.stringify({ severity: 'ERROR', message: 'billing function failed', error: String(err) }));
    res.status(500).json({ error: { code: 'INTERNAL', message: 'Une erreur est survenue, veuillez réessayer' } });
  });
  return app;
}

export { LOCAL_BILLING_BASE };
