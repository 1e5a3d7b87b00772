import { useState, type ElementType, type ReactNode } from 'react';
import { AppBar, Badge, Box, Button, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { visuallyHidden } from './visually-hidden';

export interface HeaderLink {
  label: string;
  to: string;
  /** Only active on this exact path (the area's home). */
  end?: boolean;
  /** Something new there, e.g. unread messages: a count beside the label ('Messages 3'), read as '3 non lus'. */
  count?: number;
}

export interface AppHeaderProps {
  brand?: string;
  /** Where the brand leads (the area's home). */
  brandTo?: string;
  /** Shown after the brand, e.g. 'Espace Client'. */
  areaLabel?: string;
  links: HeaderLink[];
  /** Shown after the links: help, logout... */
  actions?: ReactNode;
  /** The same actions laid out for the small-screen drawer. */
  drawerActions?: ReactNode;
  /**
   * Renders every link with `to` (and `end`), e.g. react-router's NavLink, which marks the current one with the
   * `active` class. The platform does not bundle a router: by default links are plain hrefs.
   */
  linkComponent?: ElementType;
}

function PlainLink({ to, end: _end, ...props }: { to: string; end?: boolean }) {
  return <a href={to} {...props} />;
}

const activeLink = { '&.active': { color: 'primary.dark', bgcolor: 'action.selected' } } as const;

/** A link's label, with its count when there is something new. */
function LinkLabel({ link }: { link: HeaderLink }) {
  if (!link.count) return link.label;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      {link.label}
      <Box
        component="span"
        sx={{ ml: 0.75, px: 0.75, minWidth: 20, lineHeight: '20px', borderRadius: 10, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.75rem', fontWeight: 700, textAlign: 'center' }}
      >
        <span aria-hidden>{link.count > 99 ? '99+' : link.count}</span>
        <Box component="span" sx={visuallyHidden}>{` (${link.count} non lu${link.count > 1 ? 's' : ''})`}</Box>
      </Box>
    </Box>
  );
}

/** Top navigation of a signed-in area, with a drawer on small screens. */
export function AppHeader({ brand = 'Devis', brandTo = '/', areaLabel, links, actions, drawerActions, linkComponent = PlainLink }: AppHeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);
  const LinkComponent = linkComponent;
  const somethingNew = links.some((link) => link.count);

  // The drawer sits inside the bar in the tree (it renders in a portal): no fragment, so the landing's shared chunk
  // does not grow by a jsx-runtime export.
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          aria-label="Ouvrir le menu"
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
        >
          <Badge color="primary" variant="dot" invisible={!somethingNew}>
            <MenuIcon />
          </Badge>
        </IconButton>
        <Typography
          component={LinkComponent}
          to={brandTo}
          // 'Devis, accueil': the navigation's quotes link is also called 'Devis'. The visible text comes first (WCAG 2.5.3).
          aria-label={`${areaLabel ? `${brand} ${areaLabel}` : brand}, accueil`}
          variant="h6"
          // 44 px high: a finger-sized target on a phone.
          sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none', mr: 2, whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          {brand}
          {/* A real space before the area (not only a margin): its visible text must read 'Devis Espace Client' as the name does. */}
          {areaLabel ? <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 0.5, fontSize: '0.9em' }}>{`\u00a0${areaLabel}`}</Box> : null}
        </Typography>
        {/* No links (a signed-out visitor's page): no empty landmark. */}
        {links.length ? (
          <Box component="nav" aria-label="Navigation principale" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, flexGrow: 1 }}>
            {links.map((link) => (
              <Button key={link.to} component={LinkComponent} to={link.to} end={link.end} color="inherit" sx={activeLink}>
                <LinkLabel link={link} />
              </Button>
            ))}
          </Box>
        ) : null}
        <Box sx={{ flexGrow: { xs: 1, lg: 0 } }} />
        {actions ? <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1, alignItems: 'center' }}>{actions}</Box> : null}
      </Toolbar>
      <Drawer open={drawerOpen} onClose={close}>
        <Box sx={{ width: 260 }} role="presentation">
          <Typography variant="h6" sx={{ px: 2, py: 1.5, fontWeight: 700, color: 'primary.main' }}>
            {brand}
          </Typography>
          <Divider />
          {links.length ? (
            <List component="nav" aria-label="Menu">
              {links.map((link) => (
                <ListItemButton key={link.to} component={LinkComponent} to={link.to} end={link.end} onClick={close} sx={activeLink}>
                  <ListItemText primary={<LinkLabel link={link} />} />
                </ListItemButton>
              ))}
            </List>
          ) : null}
          {drawerActions ? <Divider /> : null}
          {drawerActions ? (
            <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }} onClick={close}>
              {drawerActions}
            </Box>
          ) : null}
        </Box>
      </Drawer>
    </AppBar>
  );
}
