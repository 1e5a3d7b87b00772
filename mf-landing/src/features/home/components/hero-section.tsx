import { Box, Button, Container, Stack, Typography, alpha, ArrowForwardIcon, CheckCircleIcon } from '@devis/platform';
import { FREE_TRIAL_DAYS } from '@devis/domain';
import { appPaths } from '../../../lib/paths';
import { followAppLink } from '../../../lib/follow-app-link';
import { HeroVisual } from './hero-visual';

const reassurances = [`${FREE_TRIAL_DAYS} jours d'essai gratuit`, 'Sans carte bancaire', 'Prêt en 2 minutes'];

export function HeroSection({ onShowExample }: { onShowExample: () => void }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        pt: { xs: 7, md: 12 },
        pb: { xs: 6, md: 10 },
        background: `radial-gradient(ellipse 70% 55% at 15% 0%, ${alpha(theme.palette.primary.main, 0.16)}, transparent 70%),
          radial-gradient(ellipse 50% 45% at 95% 20%, ${alpha(theme.palette.success.main, 0.12)}, transparent 70%)`,
      })}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: { xs: 6, md: 8 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' } }}>
          <Box>
            <Box
              component="p"
              sx={{
                display: 'inline-flex',
                m: 0,
                px: 1.5,
                py: 0.5,
                borderRadius: 99,
                fontSize: '0.85rem',
                fontWeight: 600,
                color: 'primary.dark',
                bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
                border: 1,
                borderColor: (theme) => alpha(theme.palette.primary.main, 0.25),
              }}
            >
              Pour les indépendants et les TPE
            </Box>
            <Typography
              id="hero-title"
              variant="h1"
              sx={{ mt: 3, fontSize: { xs: '2.3rem', sm: '3rem', md: '3.6rem' }, fontWeight: 800, lineHeight: 1.08, letterSpacing: '-0.035em' }}
            >
              Créez des devis professionnels{' '}
              <Box component="span" sx={{ color: 'primary.main' }}>
                en quelques clics
              </Box>
            </Typography>
            <Typography variant="h6" component="p" sx={{ mt: 3, color: 'text.secondary', fontWeight: 400, maxWidth: 560, fontSize: { xs: '1.05rem', md: '1.2rem' } }}>
              2 minutes au lieu de 30 : un modèle automatique à vos couleurs, votre catalogue de prestations, un PDF instantané envoyé
              par email et un portail client pour suivre chaque réponse.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
              <Button href={appPaths.register} onClick={followAppLink} variant="contained" size="large" disableElevation endIcon={<ArrowForwardIcon />}>
                Essayer gratuitement
              </Button>
              <Button variant="outlined" size="large" onClick={onShowExample}>
                Voir un exemple de devis
              </Button>
            </Stack>
            <Stack component="ul" direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ listStyle: 'none', p: 0, mt: 4, mb: 0 }}>
              {reassurances.map((text) => (
                <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: '0.95rem' }}>
                  <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
                  {text}
                </Box>
              ))}
            </Stack>
          </Box>
          <HeroVisual />
        </Box>
      </Container>
    </Box>
  );
}
