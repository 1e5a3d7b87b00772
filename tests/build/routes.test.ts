import { appForPath } from '../../root-config/src/routes';

const flagOff = { publicProvider: false };
const flagOn = { publicProvider: true };
const publicId = 'abcdefghij0123456789klmn';

test.each([
  ['/', '@devis/landing'],
  ['/fonctionnalites', '@devis/landing'],
  ['/tarifs', '@devis/landing'],
  ['/contact', '@devis/landing'],
  ['/templates-de-devis', '@devis/landing'],
  ['/cas-dusage', '@devis/landing'],
  ['/blog', '@devis/landing'],
  ['/legal/cgu', '@devis/landing'],
  ['/legal/mentions-legales', '@devis/landing'],
  ['/legal/confidentialite/', '@devis/landing'],
  ['/login', '@devis/provider'],
  ['/register', '@devis/provider'],
  ['/auth/action', '@devis/provider'],
  ['/app', '@devis/provider'],
  ['/app/aide', '@devis/provider'],
  ['/app/quotes/q1/review', '@devis/provider'],
  ['/client', '@devis/client'],
  ['/client/quotes/q1', '@devis/client'],
  [`/c/quotes/${publicId}`, '@devis/public'],
  ['/public-quote', '@devis/public'],
  [`/${publicId}`, '@devis/public'],
])('%s belongs to %s', (path, app) => {
  expect(appForPath(path, flagOff)).toBe(app);
});

test.each(['/nope', '/application', '/clients', '/legal', `/${publicId}x`, '/ABCDEFGHIJ0123456789KLMN', '/abc-defghij0123456789klm', '/c/quotes', '/tarifs/extra'])(
  '%s is the 404 page',
  (path) => {
    expect(appForPath(path, flagOn)).toBeNull();
  },
);

test('/p/:publicId exists only while PUBLIC_PROVIDER is on', () => {
  expect(appForPath(`/p/${publicId}`, flagOff)).toBeNull();
  expect(appForPath(`/p/${publicId}`, flagOn)).toBe('@devis/public');
});
