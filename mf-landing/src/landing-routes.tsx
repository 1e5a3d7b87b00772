import { lazy, type ComponentType } from 'react';
import { NotFoundPage } from '@devis/platform';
import { blogPostPath, paths } from './lib/paths';
import { usePathname } from './lib/router/pathname';
import HomePage from './features/home/home-page';

// Secondary pages are separate chunks: the home route downloads only what it shows.
const pages: Record<string, ComponentType> = {
  [paths.home]: HomePage,
  [paths.features]: lazy(() => import('./features/product-features/product-features-page')),
  [paths.pricing]: lazy(() => import('./features/pricing/pricing-page')),
  [paths.contact]: lazy(() => import('./features/contact/contact-page')),
  [paths.quoteTemplates]: lazy(() => import('./features/quote-templates/quote-templates-page')),
  [paths.useCases]: lazy(() => import('./features/use-cases/use-cases-page')),
  [paths.blog]: lazy(() => import('./features/blog/blog-page')),
  // One chunk per article: its text and the article layout (features/blog/blog-posts.ts lists them).
  [blogPostPath('mentions-obligatoires-devis')]: lazy(() => import('./features/blog/articles/mentions-obligatoires-devis')),
  [blogPostPath('franchise-tva-293b')]: lazy(() => import('./features/blog/articles/franchise-tva-293b')),
  [blogPostPath('relancer-un-devis')]: lazy(() => import('./features/blog/articles/relancer-un-devis')),
  [blogPostPath('fixer-ses-prix-freelance')]: lazy(() => import('./features/blog/articles/fixer-ses-prix-freelance')),
  [blogPostPath('taux-tva-batiment')]: lazy(() => import('./features/blog/articles/taux-tva-batiment')),
  [blogPostPath('devis-accepte-et-apres')]: lazy(() => import('./features/blog/articles/devis-accepte-et-apres')),
  [paths.terms]: lazy(() => import('./features/legal/terms-page')),
  [paths.legalNotice]: lazy(() => import('./features/legal/legal-notice-page')),
  [paths.privacy]: lazy(() => import('./features/legal/privacy-page')),
};

/**
 * The page of the current path; a trailing slash reaches the same page. The landing is the shell's fallback app:
 * every path no other area owns comes here, unknown ones get the 404 page.
 */
export function LandingRoutes() {
  const pathname = usePathname();
  const Page = pages[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
  return Page ? <Page /> : <NotFoundPage />;
}
