import type { Express, NextFunction, Request, Response } from 'express';
import type { Deps } from '../services/context';
import { requirePublicProvider } from '../services/public-provider/feature';
import { createApp } from './app';
import { PUBLIC_PROVIDER_PATH, publicProviderRoutes } from './public-provider.routes';
import type { VisitorCookies } from './visitor-cookie';

const ACTION = /^[a-z_]{1,40}$/;

/**
 * The `publicProvider` function (GET/POST /fn/public-provider?action=…):
 * - every answer is `private, no-store` (createApp): it depends on the visitor's cookie;
 * - with the PUBLIC_PROVIDER flag off, every call answers 403 FEATURE_DISABLED, before anything is read;
 * - `?action=x` is routed as the path `/x`, so each action is an ordinary route row (an unknown or
 *   missing action is the JSON 404 'Route introuvable').
 */
export function createPublicProviderApp(deps: Deps, cookies: VisitorCookies, options: { trustedProxyHops?: number } = {}): Express {
  const featureGate = (_req: Request, _res: Response, next: NextFunction) => {
    try {
      requirePublicProvider(deps);
      next();
    } catch (error) {
      next(error);
    }
  };
  const actionAsPath = (req: Request, _res: Response, next: NextFunction) => {
    const url = new URL(req.url, 'http://function');
    const action = url.searchParams.get('action');
    if (action && ACTION.test(action)) {
      url.searchParams.delete('action');
      req.url = `${url.pathname.replace(/\/$/, '')}/${action}${url.search}`;
    }
    next();
  };
  return createApp(deps, publicProviderRoutes(cookies), PUBLIC_PROVIDER_PATH, { ...options, before: [featureGate, actionAsPath] });
}
