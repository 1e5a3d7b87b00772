import { pageHeaders, pagePolicy } from './page-policy';

const landing = new Set(['/', '/tarifs', '/legal/cgu', '/blog', '/blog/relancer-un-devis']);
const publicId = 'abcdefghij0123456789klmn';

test.each([
  ['/', 'landing'],
  ['/tarifs', 'landing'],
  ['/legal/cgu', 'landing'],
  ['/blog', 'landing'],
  ['/blog/relancer-un-devis', 'landing'],
  ['/blog/article-inconnu', 'not-found'],
  ['/blog/relancer-un-devis/suite', 'not-found'],
  ['/app', 'private'],
  ['/app/quotes', 'private'],
  ['/login', 'private'],
  ['/client/quotes', 'private'],
  [`/${publicId}`, 'private'],
  [`/c/quotes/${publicId}`, 'private'],
  ['/p', 'not-found'],
  ['/p/pas-un-identifiant', 'not-found'],
  [`/p/${publicId}/autre`, 'not-found'],
  ['/nimporte-quoi', 'not-found'],
  ['/tarifs/plus', 'not-found'],
  ['/application', 'not-found'],
  ['//tarifs', 'not-found'],
  ['/constructor', 'not-found'],
])('%s is a %s page', (path, kind) => {
  expect(pagePolicy(path, landing, true)).toEqual({ kind });
});

test('/p/{publicId} is a provider page, named by its id', () => {
  expect(pagePolicy(`/p/${publicId}`, landing, true)).toEqual({ kind: 'provider-page', publicId });
  expect(pagePolicy(`/p/${publicId}/`, landing, true)).toEqual({ kind: 'provider-page', publicId });
});

test('a landing page with a trailing slash is sent to its one address', () => {
  expect(pagePolicy('/tarifs/', landing, true)).toEqual({ kind: 'redirect', location: '/tarifs' });
  expect(pagePolicy('/legal/cgu//', landing, true)).toEqual({ kind: 'redirect', location: '/legal/cgu' });
  expect(pagePolicy('/blog/relancer-un-devis/', landing, true)).toEqual({ kind: 'redirect', location: '/blog/relancer-un-devis' });
  expect(pagePolicy('/inconnue/', landing, true)).toEqual({ kind: 'not-found' });
});

test('without the landing page list, no landing path is called missing', () => {
  expect(pagePolicy('/une-page-ajoutee', null, true)).toEqual({ kind: 'landing' });
  expect(pagePolicy('/app/quotes', null, true)).toEqual({ kind: 'private' });
});

test('with PUBLIC_PROVIDER off, a public provider page is the 404 page', () => {
  expect(pagePolicy(`/p/${publicId}`, landing, false)).toEqual({ kind: 'not-found' });
  expect(pagePolicy(`/${publicId}`, landing, false)).toEqual({ kind: 'private' });
});

test('every page refuses framing, a foreign <base>, plugins, off-site forms and sniffing; private and missing pages are not indexed', () => {
  const always = { 'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'", 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' };
  expect(pageHeaders({ kind: 'landing' }, false)).toEqual({ ...always, 'referrer-policy': 'strict-origin-when-cross-origin' });
  expect(pageHeaders({ kind: 'provider-page', publicId }, false)).toEqual({ ...always, 'referrer-policy': 'strict-origin-when-cross-origin' });
  expect(pageHeaders({ kind: 'private' }, true)).toEqual({ ...always, 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow' });
  expect(pageHeaders({ kind: 'not-found' }, false)).toMatchObject({ 'x-robots-tag': 'noindex, nofollow' });
});
