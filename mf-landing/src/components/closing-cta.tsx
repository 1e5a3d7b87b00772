import { Box, Button, Container, Stack, Typography } from '@devis/platform';
import { FREE_TRIAL_DAYS } from '@devis/domain';
import { appPaths, paths } from '../lib/paths';
import { followAppLink } from '../lib/follow-app-link';
import { PageLink } from '../lib/router/page-link';

/** The last call to action of the home and of the marketing pages. */
export function ClosingCta() {
  return (
    <Box component="section" aria-labelledby="closing-cta-title" sx={{ py: { xs: 8, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 4,
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            textAlign: 'center',
            color: 'common.white',
            background: 'linear-gradient(135deg, #1E40AF 0%, #2563EB 55%, #0E9F6E 130%)',
            boxShadow: '0 30px 60px -30px rgba(30, 64, 175, 0.6)',
          }}
        >
          <Typography id="closing-cta-title" variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, fontWeight: 800, letterSpacing: '-0.02em' }}>
            Prêt à envoyer votre prochain devis en 2 minutes ?
          </Typography>
          <Typography sx={{ mt: 2, mb: 4, fontSize: '1.1rem', color: 'rgba(255, 255, 255, 0.9)' }}>
            {FREE_TRIAL_DAYS} jours d'essai gratuit avec toutes les fonctionnalités premium. Sans carte bancaire, sans engagement.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button
              href={appPaths.register}
              onClick={followAppLink}
              size="large"
              variant="contained"
              color="inherit"
              disableElevation
              sx={{ bgcolor: 'common.white', color: '#1E40AF', '&:hover': { bgcolor: 'grey.100' } }}
            >
              Commencer gratuitement
            </Button>
            <Button
              component={PageLink}
              to={paths.contact}
              size="large"
              variant="outlined"
              color="inherit"
              sx={{ color: 'common.white', borderColor: 'rgba(255, 255, 255, 0.6)', '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255, 255, 255, 0.08)' } }}
            >
              Planifier une démo
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
