import { Suspense, type ReactNode } from 'react';
import { Box, Container, LinearProgress } from '@mui/material';
import { AppHeader, type AppHeaderProps } from './app-header';
import { CenteredMessage } from './centered-message';
import { PageErrorBoundary } from './page-error-boundary';
import { MAIN_ID, SkipLink } from './skip-link';
import { useNewPageFocus } from './use-new-page-focus';

export interface AppFrameProps extends AppHeaderProps {
  /** The current path: a new page gets a fresh error boundary, so navigating away from a crash recovers. */
  pageKey: string;
  /** A navigation is under way (the next page downloads): a thin bar shows at the top. */
  busy?: boolean;
  /** The page, e.g. react-router's Outlet; lazy pages show 'Chargement...' while they load. */
  children: ReactNode;
}

/** A signed-in area: a skip link, the header navigation, and the page below it, focused after a navigation. */
export function AppFrame({ pageKey, busy = false, children, ...header }: AppFrameProps) {
  useNewPageFocus(pageKey);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.50' }}>
      {busy ? <LinearProgress aria-label="Chargement de la page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1, height: 3 }} /> : null}
      <SkipLink />
      <AppHeader {...header} />
      <Container component="main" id={MAIN_ID} tabIndex={-1} maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, outline: 'none' }}>
        <PageErrorBoundary key={pageKey}>
          <Suspense fallback={<CenteredMessage text="Chargement..." />}>{children}</Suspense>
        </PageErrorBoundary>
      </Container>
    </Box>
  );
}
