import type { AnyRoute } from './route';
import { authRoutes } from './auth.routes';
import { meRoutes } from './me.routes';

/**
 * Every route of the `api` function, mounted under /api. One import and one spread per resource file;
 * add a row per route to authorization.test.ts as well.
 */
export const routes: AnyRoute[] = [
  ...authRoutes,
  ...meRoutes,
];
