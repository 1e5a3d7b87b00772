import { withPageMeta } from '../../../build/import-map.mjs';
import { providerPageMeta } from './provider-page-meta';

const shell = `<!doctype html><html lang="fr"><head>
    <title>Devis - Devis professionnels en quelques clics</title>
    <meta name="description" content="Créez, envoyez et faites accepter vos devis en ligne." />
  </head><body></body></html>`;
const origin = 'https://devis.example.fr';
const open = { company_name: 'Atelier Martin', company_city: 'Lyon', logo_url: '/files/logos/u1-1.png', public_access_mode: 'DOWNLOAD_ON_EMAIL' as const };

test("an open page's preview names the provider, their city and logo, at the page's one address", () => {
  const html = withPageMeta(shell, providerPageMeta(open, '/p/abc', origin), origin);
  expect(html).toContain('<title>Atelier Martin | Devis</title>');
  const description = 'Demandez un devis à Atelier Martin (Lyon) : choisissez ses prestations et recevez votre devis en PDF.';
  expect(html).toContain(`<meta name="description" content="${description}" />`);
  expect(html).toContain(`<meta property="og:description" content="${description}" />`);
  expect(html).toContain('<meta property="og:title" content="Atelier Martin" />');
  expect(html).toContain('<link rel="canonical" href="https://devis.example.fr/p/abc" />');
  expect(html).toContain('<meta property="og:image" content="https://devis.example.fr/files/logos/u1-1.png" />');
  expect(html.match(/<title>/g)).toHaveLength(1);
});

test('without a city, a name or a logo the preview still reads well', () => {
  expect(providerPageMeta({ ...open, company_city: null, logo_url: null }, '/p/abc', origin)).toEqual({
    path: '/p/abc',
    title: 'Atelier Martin',
    description: 'Demandez un devis à Atelier Martin : choisissez ses prestations et recevez votre devis en PDF.',
    image: null,
  });
  expect(providerPageMeta({ ...open, company_name: '  ', company_city: null }, '/p/abc', origin)).toMatchObject({
    title: 'Demander un devis',
    description: 'Demandez un devis à ce prestataire : choisissez ses prestations et recevez votre devis en PDF.',
  });
  // Only a web address is a preview image.
  expect(providerPageMeta({ ...open, logo_url: 'javascript:alert(1)' }, '/p/abc', origin).image).toBeNull();
});

test('behind the email gate the preview says what the page says, and nothing of the provider', () => {
  const html = withPageMeta(shell, providerPageMeta({ ...open, public_access_mode: 'ACCESS_ON_EMAIL' }, '/p/abc', origin), origin);
  expect(html).toContain('<title>Demander un devis | Devis</title>');
  expect(html).toContain(`<meta property="og:description" content="Ce prestataire demande votre adresse email avant d&#39;afficher son catalogue." />`);
  expect(html).not.toMatch(/Atelier|Lyon|logos/);
});

test("a provider's name cannot add markup to the page", () => {
  const html = withPageMeta(shell, providerPageMeta({ ...open, company_name: '"/><script>alert(1)</script>', company_city: '<b>' }, '/p/abc', origin), origin);
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<b>');
  expect(html).toContain('<title>&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Devis</title>');
});
