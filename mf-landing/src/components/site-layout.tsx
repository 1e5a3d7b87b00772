import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Box, CenteredMessage } from '@devis/platform';
import { HEADER_HEIGHT, SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/** A new page starts at its top, as a full page load would. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <ScrollToTop />
      <SiteHeader />
      <Box component="main" id="contenu" sx={{ flexGrow: 1, pt: `${HEADER_HEIGHT}px` }}>
        <Suspense fallback={<CenteredMessage text="Chargement..." />}>{children}</Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
