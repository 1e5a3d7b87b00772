/** Routes this app owns (absolute, as the root config activates them). */
export const paths = {
  home: '/',
  features: '/fonctionnalites',
  pricing: '/tarifs',
  contact: '/contact',
  quoteTemplates: '/templates-de-devis',
  useCases: '/cas-dusage',
  blog: '/blog',
  terms: '/legal/cgu',
  legalNotice: '/legal/mentions-legales',
  privacy: '/legal/confidentialite',
} as const;

/** An article of the blog: /blog/<slug>. */
export const blogPostPath = (slug: string) => `${paths.blog}/${slug}`;

/** Routes owned by other apps: reached through single-spa, never through our router. */
export const appPaths = {
  clientLogin: '/client/login',
  providerLogin: '/login',
  register: '/register',
  help: '/app/aide',
} as const;
