import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CenteredMessage, ComingSoon, NotFoundPage } from '@devis/platform';
import { RequireProvider } from './features/auth/components/require-provider';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@devis/platform/session';
import { appPages, prefetchAppData, preloadAppPath, providerFrame } from './app-pages';

// Pages load lazily so /login stays small; /app pages come from app-pages.ts (fetched while the session restores).
const LoginPage = lazy(() => import('./features/auth/components/login-page'));
const RegisterPage = lazy(() => import('./features/auth/components/register-page'));
const EmailActionPage = lazy(() => import('./features/auth/components/email-action-page'));

/** The provider app's routes: /login, /register, /auth/action and /app/** inside the frame. */
export function AppRoutes() {
  const queryClient = useQueryClient();
  const api = useApi();
  return (
    <Suspense fallback={<CenteredMessage text="Chargement..." />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/auth/action" element={<EmailActionPage />} />
        <Route
          path="/app"
          element={
            <RequireProvider preload={preloadAppPath} onAllowed={(pathname) => prefetchAppData(pathname, queryClient, api)}>
              <providerFrame.Page />
            </RequireProvider>
          }
        >
          <Route index element={<appPages.dashboard.Page />} />
          <Route path="quotes" element={<appPages.quotes.Page />} />
          <Route path="quotes/new" element={<appPages.quoteForm.Page />} />
          <Route path="clients" element={<appPages.clients.Page />} />
          <Route path="services" element={<appPages.services.Page />} />
          <Route path="profile" element={<appPages.profile.Page />} />
          <Route path="aide" element={<appPages.help.Page />} />
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
