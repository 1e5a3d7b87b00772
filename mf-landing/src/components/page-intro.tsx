import type { ReactNode } from 'react';
import { Box, Container, Typography, alpha } from '@devis/platform';

type Props = { eyebrow: string; title: string; lead: ReactNode; children?: ReactNode };

/** Top band of a secondary page: the page's only h1. */
export function PageIntro({ eyebrow, title, lead, children }: Props) {
  return (
    <Box
      component="section"
      sx={(theme) => ({
        py: { xs: 7, md: 10 },
        background: `radial-gradient(ellipse 80% 60% at 50% 0%, ${alpha(theme.palette.primary.main, 0.14)}, transparent 70%)`,
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: '0.12em' }}>
          {eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, fontWeight: 800, letterSpacing: '-0.03em', mt: 1 }}>
          {title}
        </Typography>
        <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' } }}>
          {lead}
        </Typography>
        {children && <Box sx={{ mt: 4 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
