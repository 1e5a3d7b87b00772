import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from './lib/paths';
import HomePage from './features/home/home-page';

// Secondary pages are separate chunks: the home route downloads only what it shows.
const ProductFeaturesPage = lazy(() => import('./features/product-features/product-features-page'));
const PricingPage = lazy(() => import('./features/pricing/pricing-page'));
const ContactPage = lazy(() => import('./features/contact/contact-page'));
const QuoteTemplatesPage = lazy(() => import('./features/quote-templates/quote-templates-page'));
const UseCasesPage = lazy(() => import('./features/use-cases/use-cases-page'));
const BlogPage = lazy(() => import('./features/blog/blog-page'));
const TermsPage = lazy(() => import('./features/legal/terms-page'));
const LegalNoticePage = lazy(() => import('./features/legal/legal-notice-page'));
const PrivacyPage = lazy(() => import('./features/legal/privacy-page'));

export function LandingRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomePage />} />
      <Route path={paths.features} element={<ProductFeaturesPage />} />
      <Route path={paths.pricing} element={<PricingPage />} />
      <Route path={paths.contact} element={<ContactPage />} />
      <Route path={paths.quoteTemplates} element={<QuoteTemplatesPage />} />
      <Route path={paths.useCases} element={<UseCasesPage />} />
      <Route path={paths.blog} element={<BlogPage />} />
      <Route path={paths.terms} element={<TermsPage />} />
      <Route path={paths.legalNotice} element={<LegalNoticePage />} />
      <Route path={paths.privacy} element={<PrivacyPage />} />
    </Routes>
  );
}
