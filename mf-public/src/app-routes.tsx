import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CenteredMessage, ComingSoon, NotFoundPage } from '@devis/platform';
import { ProviderPageGate } from './components/provider-page-gate';
import { PublicIdGate } from './components/public-id-gate';

const PublicFrame = lazy(() => import('./components/public-frame'));
const PublicQuotePage = lazy(() => import('./features/public-quote/components/public-quote-page'));
const SharedQuotePage = lazy(() => import('./features/public-quote/components/shared-quote-page'));

// Placeholders until the public quote pages land in src/features (replace the element, keep the path).
const soon = 'Cette page arrive bientôt.';

/** The public app's routes: anonymous quote links and the public provider page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<CenteredMessage text="Chargement..." />}>
      <Routes>
        <Route element={<PublicFrame />}>
          <Route path="/c/quotes/:publicId" element={<SharedQuotePage />} />
          <Route path="/public-quote" element={<ComingSoon title="Devis" description={soon} />} />
          <Route
            path="/p/:publicId"
            element={
              <ProviderPageGate>
                <ComingSoon title="Prestataire" description={soon} />
              </ProviderPageGate>
            }
          />
          <Route
            path="/:publicId"
            element={
              <PublicIdGate>
                <PublicQuotePage />
              </PublicIdGate>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
