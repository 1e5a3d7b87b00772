import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CenteredMessage, ComingSoon, NotFoundPage } from '@devis/platform';
import { RequireClient } from './features/auth/components/require-client';

// Pages load lazily so /client/login stays small.
const ClientLoginPage = lazy(() => import('./features/auth/components/client-login-page'));
const ClientFrame = lazy(() => import('./components/client-frame'));

/** The client app's routes: /client/login and /client/** inside the frame. */
export function AppRoutes() {
  return (
    <Suspense fallback={<CenteredMessage text="Chargement..." />}>
      <Routes>
        <Route path="/client/login" element={<ClientLoginPage />} />
        <Route
          path="/client"
          element={
            <RequireClient>
              <ClientFrame />
            </RequireClient>
          }
        >
          <Route index element={<ComingSoon title="Accueil" />} />
          <Route path="create-quote" element={<ComingSoon title="Créer un devis" />} />
          <Route path="quotes" element={<ComingSoon title="Mes Devis" />} />
          <Route path="providers" element={<ComingSoon title="Prestataires" />} />
          <Route path="providers/:providerId" element={<ComingSoon title="Prestataire" />} />
          <Route path="providers/:providerId/quote" element={<ComingSoon title="Demander un devis" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
