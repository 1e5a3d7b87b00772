import express from 'express';
import { FEATURE_DEFAULTS, type FeatureFlags } from '@devis/domain';

/** Flags from the environment: PUBLIC_PROVIDER=true turns the public provider page on. */
export function featureFlags(env: NodeJS.ProcessEnv): FeatureFlags {
  const raw = env['PUBLIC_PROVIDER'];
  return { PUBLIC_PROVIDER: raw === undefined ? FEATURE_DEFAULTS.PUBLIC_PROVIDER : raw === 'true' };
}

/** The `features` function: GET → { PUBLIC_PROVIDER }. Same origin through Hosting, so no CORS headers. */
export function createFeaturesApp(env: NodeJS.ProcessEnv): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get(/.*/, (_req, res) => {
    res.set('cache-control', 'no-store').json(featureFlags(env));
  });
  app.use((_req, res) => {
    res.status(405).json({ error: { code: 'METHOD_NOT_ALLOWED', message: 'Méthode non autorisée' } });
  });
  return app;
}
