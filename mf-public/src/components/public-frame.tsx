import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppBar, Box, CenteredMessage, Container, Link, PageErrorBoundary, Stack, Toolbar, Typography } from '@devis/platform';

const footerLinks = [
  { label: 'Mentions légales', href: '/legal/mentions-legales' },
  { label: 'CGU', href: '/legal/cgu' },
  { label: 'Confidentialité', href: '/legal/confidentialite' },
];

/** Light frame for anonymous pages: the brand back to the landing page, and a footer. */
export default function PublicFrame() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
      <AppBar position="static" color="inherit" elevation={1}>
        <Toolbar>
          <Typography component="a" href="/" variant="h6" sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none' }}>
            Devis
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 }, flexGrow: 1 }}>
        {/* A new page starts at its top; Back returns to where it was. */}
        <ScrollRestoration />
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<CenteredMessage text="Chargement..." />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Container>
      <Box component="footer" sx={{ py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="md">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography variant="body2" color="text.secondary">
              Devis · Devis professionnels en ligne
            </Typography>
            <Stack direction="row" spacing={2}>
              {footerLinks.map((link) => (
                <Link key={link.href} href={link.href} variant="body2" color="text.secondary">
                  {link.label}
                </Link>
              ))}
            </Stack>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
