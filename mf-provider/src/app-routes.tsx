import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CenteredMessage } from '@devis/platform';
import { RequireProvider } from './features/auth/components/require-provider';
import ComingSoon from './components/coming-soon';

// Pages load lazily so /login stays small.
const LoginPage = lazy(() => import('./features/auth/components/login-page'));
const RegisterPage = lazy(() => import('./features/auth/components/register-page'));
const EmailActionPage = lazy(() => import('./features/auth/components/email-action-page'));
const ProviderFrame = lazy(() => import('./components/provider-frame'));
const HelpPage = lazy(() => import('./features/help/components/help-page'));
const NotFoundPage = lazy(() => import('./components/not-found-page'));

/** The provider app's routes: /login, /register, /auth/action and /app/** inside the frame. */
export function AppRoutes() {
  return (
    <Suspense fallback={<CenteredMessage text="Chargement..." />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/auth/action" element={<EmailActionPage />} />
        <Route
          path="/app"
          element={
            <RequireProvider>
              <ProviderFrame />
            </RequireProvider>
          }
        >
          <Route index element={<ComingSoon title="Tableau de bord" />} />
          <Route path="quotes" element={<ComingSoon title="Mes devis" />} />
          <Route path="quotes/new" element={<ComingSoon title="Nouveau devis" />} />
          <Route path="clients" element={<ComingSoon title="Clients" />} />
          <Route path="services" element={<ComingSoon title="Services" />} />
          <Route path="profile" element={<ComingSoon title="Profil" />} />
          <Route path="aide" element={<HelpPage />} />
          <Route path="demandes-devis" element={<ComingSoon title="Demandes de devis" />} />
          <Route path="messages" element={<ComingSoon title="Messages" />} />
          <Route path="messages/:conversationId" element={<ComingSoon title="Conversation" />} />
          <Route path="quote-proposal/new" element={<ComingSoon title="Proposition de devis" />} />
          <Route path="quotes/:quoteId/review" element={<ComingSoon title="Revue du devis" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
