import { Suspense, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import {
  AppBar,
  Box,
  Button,
  CenteredMessage,
  Container,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  MenuIcon,
  Toolbar,
  Typography,
} from '@devis/platform';
import { PageErrorBoundary } from './page-error-boundary';

export interface FrameLink {
  label: string;
  to: string;
  /** Only active on this exact path (the area's home). */
  end?: boolean;
}

interface AppFrameProps {
  brandTo: string;
  areaLabel?: string;
  links: FrameLink[];
  /** Shown after the links: help, logout... */
  actions: ReactNode;
  /** The same actions laid out for the small-screen drawer. */
  drawerActions: ReactNode;
}

const activeLink = { '&.active': { color: 'primary.dark', bgcolor: 'action.selected' } } as const;

/** Header navigation with a drawer on small screens; the page renders below it. */
export function AppFrame({ brandTo, areaLabel, links, actions, drawerActions }: AppFrameProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setDrawerOpen(false);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.50' }}>
      <AppBar position="sticky" color="inherit" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label="Ouvrir le menu"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={NavLink}
            to={brandTo}
            variant="h6"
            sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none', mr: 2, whiteSpace: 'nowrap' }}
          >
            Devis{areaLabel ? <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 1, fontSize: '0.9em' }}>{areaLabel}</Box> : null}
          </Typography>
          <Box component="nav" aria-label="Navigation principale" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, flexGrow: 1 }}>
            {links.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} end={link.end} color="inherit" sx={activeLink}>
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, lg: 0 } }} />
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1, alignItems: 'center' }}>{actions}</Box>
        </Toolbar>
      </AppBar>
      <Drawer open={drawerOpen} onClose={close}>
        <Box sx={{ width: 260 }} role="presentation">
          <Typography variant="h6" sx={{ px: 2, py: 1.5, fontWeight: 700, color: 'primary.main' }}>
            Devis
          </Typography>
          <Divider />
          <List component="nav" aria-label="Menu">
            {links.map((link) => (
              <ListItemButton key={link.to} component={NavLink} to={link.to} end={link.end} onClick={close} sx={activeLink}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </List>
          <Divider />
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }} onClick={close}>
            {drawerActions}
          </Box>
        </Box>
      </Drawer>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<CenteredMessage text="Chargement..." />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Container>
    </Box>
  );
}
