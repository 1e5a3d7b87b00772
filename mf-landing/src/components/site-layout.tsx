import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Box, CenteredMessage } from '@devis/platform';
import { accessibleActionsSx } from '../lib/accessible-actions';
import { HEADER_HEIGHT, SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/** A page reached through a link starts at its top, as a full page load would. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    // The first render keeps the browser's own scroll restoration.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', ...accessibleActionsSx }}>
      <ScrollToTop />
      <SiteHeader />
      <Box component="main" id="contenu" sx={{ flexGrow: 1, pt: `${HEADER_HEIGHT}px` }}>
        <Suspense fallback={<CenteredMessage text="Chargement..." />}>{children}</Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
