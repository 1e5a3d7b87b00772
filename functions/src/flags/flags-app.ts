import express from 'express';
import { featureFlags } from './feature-flags';

/** The `features` function: GET → the flags. Same origin through Hosting, so no CORS headers. */
export function createFlagsApp(env: NodeJS.ProcessEnv): express.Express {
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
