import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CenteredMessage, ComingSoon, NotFoundPage } from '@devis/platform';
import { RequireProvider } from './features/auth/components/require-provider';

// Pages load lazily so /login stays small.
const LoginPage = lazy(() => import('./features/auth/components/login-page'));
const RegisterPage = lazy(() => import('./features/auth/components/register-page'));
const EmailActionPage = lazy(() => import('./features/auth/components/email-action-page'));
const ProviderFrame = lazy(() => import('./components/provider-frame'));
const HelpPage = lazy(() => import('./features/help/components/help-page'));
const DashboardPage = lazy(() => import('./features/dashboard/components/dashboard-page'));
const QuotesPage = lazy(() => import('./features/quotes/components/quotes-page'));
const QuoteFormPage = lazy(() => import('./features/quote-form/components/quote-form-page'));
const ClientsPage = lazy(() => import('./features/clients/components/clients-page'));
const ServicesPage = lazy(() => import('./features/services/components/services-page'));
const ProfilePage = lazy(() => import('./features/profile/components/profile-page'));

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
          <Route index element={<DashboardPage />} />
          <Route path="quotes" element={<QuotesPage />} />
          <Route path="quotes/new" element={<QuoteFormPage />} />
          <Route path="clients" element={<ClientsPage />} />
          <Route path="services" element={<ServicesPage />} />
          <Route path="profile" element={<ProfilePage />} />
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
