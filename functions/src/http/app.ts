import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Deps } from '../services/context';
import { httpErrors, toHttpError } from './errors';
import { mount, type AnyRoute } from './route';
import { sendJson } from './send-json';
import { logRequest, logError } from './log';
import { trustedProxyHops } from './client-ip';
import { countStoreUsage, noUsage } from '../store/usage';

/**
 * The `api` function's app: JSON in and out, bounded bodies, structured logs, JSON errors.
 * `trustedProxyHops` (default from the environment, see client-ip.ts) decides which X-Forwarded-For entry is the client.
 * `before`: middleware run ahead of the routes (a function-wide gate or header), its errors answered as JSON.
 */
export function createApp(
  deps: Deps,
  routes: AnyRoute[],
  basePath = '/api',
  options: { trustedProxyHops?: number; before?: RequestHandler[] } = {},
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Every answer is private and no-store (below): no one would revalidate it, so no ETag (a hash of each body).
  app.set('etag', false);
  // Only the hops the platform appends; a client-written X-Forwarded-For is never the client address.
  app.set('trust proxy', options.trustedProxyHops ?? trustedProxyHops(process.env));
  app.use((req, res, next) => {
    // Answers are per caller (tokens, capability links): no shared cache may keep one, and no browser cache. A
    // browser never reads one as another type (a JSON or PDF answer opened as HTML).
    res.set({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    const started = process.hrtime.bigint();
    // What this request cost in Firestore reads and writes, logged with it (per-screen read budgets).
    const usage = noUsage();
    res.on('finish', () => logRequest(req, res, Number(process.hrtime.bigint() - started) / 1e6, usage));
    countStoreUsage(usage, next);
  });
  for (const handler of options.before ?? []) app.use(handler);
  const router = express.Router();
  mount(router, routes, deps);
  // Hosting rewrites keep the /api prefix; direct function calls do not.
  app.use(basePath, router);
  app.use(router);
  app.use((_req, _res, next) => next(httpErrors.routeNotFound()));
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = toHttpError(err);
    if (e.status >= 500) logError(req, err);
    res.set(e.headers);
    sendJson(res, e.status, { error: { code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}) } });
  });
  return app;
}
