import { appForPath, areaPrefixes } from '../../root-config/src/routes';

// Route ownership by prefix: each area owns its prefixes, a public quote link is /{publicId}, the landing owns the rest.
const publicId = 'abcdefghij0123456789klmn';

test.each([
  ['/login', '@devis/provider'],
  ['/register', '@devis/provider'],
  ['/auth/action', '@devis/provider'],
  ['/app', '@devis/provider'],
  ['/app/aide', '@devis/provider'],
  ['/app/quotes/q1/review', '@devis/provider'],
  ['/client', '@devis/client'],
  ['/client/quotes/q1', '@devis/client'],
  [`/c/quotes/${publicId}`, '@devis/public'],
  ['/c/quotes', '@devis/public'],
  ['/public-quote', '@devis/public'],
  [`/p/${publicId}`, '@devis/public'],
  [`/${publicId}`, '@devis/public'],
  [`/${publicId}/`, '@devis/public'],
])('%s belongs to %s', (path, app) => {
  expect(appForPath(path)).toBe(app);
});

// The landing is the fallback: its own pages, a page it adds later, and unknown paths (its 404 page).
test.each(['/', '/tarifs', '/legal/cgu', '/une-nouvelle-page', '/application', '/clients', `/${publicId}x`, '/ABCDEFGHIJ0123456789KLMN', '/logins'])(
  '%s falls to the landing',
  (path) => {
    expect(appForPath(path)).toBe('@devis/landing');
  },
);

test('root-config holds only prefixes: no landing page is listed in it', () => {
  const prefixes = areaPrefixes.flatMap((area) => area.prefixes);
  expect(prefixes.every((prefix) => /^\/[a-z-]+$/.test(prefix))).toBe(true);
  expect(prefixes).not.toEqual(expect.arrayContaining(['/tarifs']));
});
