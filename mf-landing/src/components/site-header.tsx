import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { AppBar, Box, Button, Container, Divider, Drawer, IconButton, Stack, Toolbar, CloseIcon, MenuIcon } from '@devis/platform';
import { appPaths, paths } from '../lib/paths';
import { followAppLink } from '../lib/follow-app-link';
import { accessibleActionsSx } from '../lib/accessible-actions';
import { BrandLogo } from './brand-logo';

const navLinks = [
  { label: 'Fonctionnalités', to: paths.features },
  { label: 'Tarifs', to: paths.pricing },
  { label: 'Contact', to: paths.contact },
] as const;

/** Height of the fixed bar, so pages can offset their first section. */
export const HEADER_HEIGHT = 68;

function AccountButtons({ stacked, onNavigate }: { stacked: boolean; onNavigate?: () => void }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    followAppLink(event);
  };
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={1} sx={{ alignItems: stacked ? 'stretch' : 'center' }}>
      <Button href={appPaths.clientLogin} onClick={follow} color="inherit" sx={{ color: 'text.secondary' }}>
        Espace Client
      </Button>
      <Button href={appPaths.providerLogin} onClick={follow} variant="outlined">
        Connexion Entreprise
      </Button>
      <Button href={appPaths.register} onClick={follow} variant="contained" disableElevation>
        Essayer gratuitement
      </Button>
    </Stack>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
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
          <Box component={RouterLink} to={paths.home} aria-label="Devis, accueil" sx={{ textDecoration: 'none', display: 'flex' }}>
            <BrandLogo />
          </Box>
          <Box component="nav" aria-label="Navigation principale" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}>
            {navLinks.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
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
            onClick={() => setMenuOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer anchor="right" open={menuOpen} onClose={closeMenu} slotProps={{ paper: { sx: { width: 'min(320px, 90vw)', p: 2, ...accessibleActionsSx } } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <BrandLogo />
          <IconButton aria-label="Fermer le menu" onClick={closeMenu}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box component="nav" aria-label="Navigation mobile">
          <Stack spacing={0.5}>
            {navLinks.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} onClick={closeMenu} color="inherit" sx={{ justifyContent: 'flex-start' }}>
                {link.label}
              </Button>
            ))}
          </Stack>
        </Box>
        <Divider sx={{ my: 2 }} />
        <AccountButtons stacked onNavigate={closeMenu} />
      </Drawer>
    </AppBar>
  );
}
