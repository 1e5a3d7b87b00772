// Which app owns a path. Each area owns its prefixes; the landing owns everything else and shows the 404 page for
// what it does not know, so a new page inside an area (a landing page too) deploys only that area.
import { isPublicId } from '@devis/domain';

export type AppName = '@devis/landing' | '@devis/provider' | '@devis/client' | '@devis/public';

/** Path prefixes per area: a prefix owns itself and everything below it ('/app' owns '/app' and '/app/…', not '/application'). */
export const areaPrefixes: readonly { app: AppName; prefixes: readonly string[] }[] = [
  { app: '@devis/provider', prefixes: ['/app', '/login', '/register', '/auth'] },
  { app: '@devis/client', prefixes: ['/client'] },
  // The public app also owns /{publicId} (a quote link), below.
  { app: '@devis/public', prefixes: ['/c', '/p', '/public-quote'] },
];

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix + '/');
}

/** The app that owns a path; the landing when no area claims it. */
export function appForPath(pathname: string): AppName {
  for (const { app, prefixes } of areaPrefixes) {
    if (prefixes.some((prefix) => isUnder(pathname, prefix))) return app;
  }
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 1 && isPublicId(segments[0]!)) return '@devis/public';
  return '@devis/landing';
}

export const appNames: readonly AppName[] = ['@devis/landing', '@devis/provider', '@devis/client', '@devis/public'];
