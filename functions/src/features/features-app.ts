import express from 'express';
import { FEATURE_DEFAULTS, featureFlagsFrom, type FeatureFlags } from '@devis/domain';

/** Flags from the environment, one variable each (PUBLIC_PROVIDER=true turns the public provider page on). */
export function featureFlags(env: NodeJS.ProcessEnv): FeatureFlags {
  const stated = Object.keys(FEATURE_DEFAULTS).map((name) => [name, env[name] === undefined ? undefined : env[name] === 'true']);
  return featureFlagsFrom(Object.fromEntries(stated));
}

/** The `features` function: GET → the flags. Same origin through Hosting, so no CORS headers. */
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
