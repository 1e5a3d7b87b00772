import type { ReactNode } from 'react';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';

export interface HeaderLink {
  label: string;
  to: string;
}

export interface AppHeaderProps {
  brand?: string;
  links: HeaderLink[];
  actions?: ReactNode;
}

/** Top bar shared by the apps; links are plain hrefs because they may cross app boundaries. */
export function AppHeader({ brand = 'Devis', links, actions }: AppHeaderProps) {
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography component="a" href="/" variant="h6" color="primary" sx={{ fontWeight: 700, textDecoration: 'none' }}>
            {brand}
          </Typography>
          <Box component="nav" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexGrow: 1 }}>
            {links.map((link) => (
              <Button key={link.to} href={link.to} color="secondary">
                {link.label}
              </Button>
            ))}
          </Box>
          {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
