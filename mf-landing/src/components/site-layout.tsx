import { Suspense, useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { usePathname } from '../lib/router/pathname';
import { Box } from '@devis/platform';
import { HEADER_HEIGHT, SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { PageLoading } from './page-loading';

/**
 * A page reached through a link starts at its top, as a full page load would, and focus moves to the
 * new content so screen readers announce it.
 */
function useNewPageFocus(main: RefObject<HTMLElement | null>) {
  const pathname = usePathname();
  const firstRender = useRef(true);
  useEffect(() => {
    // The first render keeps the browser's own scroll restoration and focus.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

function SkipLink({ main }: { main: RefObject<HTMLElement | null> }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    main.current?.focus();
  };
  return (
    <Box
      component="a"
      href="#contenu"
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'common.white',
        color: 'text.primary',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-150%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Aller au contenu
    </Box>
  );
}

export function SiteLayout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useNewPageFocus(main);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink main={main} />
      <SiteHeader />
      <Box ref={main} component="main" id="contenu" tabIndex={-1} sx={{ flexGrow: 1, pt: `${HEADER_HEIGHT}px`, outline: 'none' }}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
