import { lazy, Suspense, useState } from 'react';
import { AppBar, Box, Button, Container, IconButton, Toolbar, MenuIcon } from '@devis/platform';
import { paths } from '../lib/paths';
import { PageLink } from '../lib/router/page-link';
import { AccountButtons } from './account-buttons';
import { BrandLogo } from './brand-logo';
import { navLinks } from './nav-links';

const MobileMenu = lazy(() => import('./mobile-menu'));

/** Height of the fixed bar, so pages can offset their first section. */
export const HEADER_HEIGHT = 68;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu chunk loads on the first opening and stays mounted after, so closing keeps its animation.
  const [menuWanted, setMenuWanted] = useState(false);
  const openMenu = () => {
    setMenuWanted(true);
    setMenuOpen(true);
  };
  const closeMenu = () => setMenuOpen(false);

  return (
    <AppBar
      component="header"
      position="fixed"
      elevation={0}
      color="inherit"
      sx={{
        bgcolor: 'rgba(255, 255, 255, 0.85)',
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: HEADER_HEIGHT, gap: 2 }}>
          <Box component={PageLink} to={paths.home} aria-label="Devis, accueil" sx={{ textDecoration: 'none', display: 'flex' }}>
            <BrandLogo />
          </Box>
          <Box component="nav" aria-label="Navigation principale" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}>
            {navLinks.map((link) => (
              <Button
                key={link.to}
                component={PageLink}
                to={link.to}
                color="inherit"
                sx={{ color: 'text.secondary', '&.active': { color: 'primary.dark' } }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <AccountButtons stacked={false} />
          </Box>
          <IconButton
            aria-label="Ouvrir le menu"
            aria-expanded={menuOpen}
            onClick={openMenu}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </AppBar>
  );
}
