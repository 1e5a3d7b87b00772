import { Box, Button, Container, Stack, Typography, CheckIcon, CheckCircleIcon } from '@devis/platform';
import { FREE_TRIAL_DAYS, formatMoney } from '@devis/domain';
import { usePageTitle } from '../../lib/use-page-title';
import { pageMeta } from '../../lib/page-meta';
import { appPaths } from '../../lib/paths';
import { followAppLink } from '../../lib/follow-app-link';
import { PageIntro } from '../../components/page-intro';
import { ClosingCta } from '../../components/closing-cta';
import { plans } from './plans';

const promises = [
  `${FREE_TRIAL_DAYS} jours d'essai avec toutes les fonctionnalités premium`,
  'Aucune carte bancaire demandée',
  'Résiliation à tout moment, sans frais',
  'Vos données restent accessibles et exportables',
];

export default function PricingPage() {
  usePageTitle(pageMeta.pricing.title);
  return (
    <>
      <PageIntro
        eyebrow="Tarifs"
        title="Des tarifs simples, sans engagement"
        lead={`Essayez Devis gratuitement pendant ${FREE_TRIAL_DAYS} jours avec toutes les fonctionnalités premium, sans carte bancaire. Ensuite, restez sur le plan Free ou passez à des devis illimités.`}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'stretch' }}>
          {plans.map((plan) => (
            <Box
              component="li"
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                p: 4,
                borderRadius: 3,
                bgcolor: 'background.paper',
                border: plan.highlighted ? 2 : 1,
                borderColor: plan.highlighted ? 'primary.main' : 'divider',
                boxShadow: plan.highlighted ? '0 30px 60px -30px rgba(37, 99, 235, 0.45)' : 'none',
              }}
            >
              {plan.highlighted && (
                <Box
                  component="span"
                  sx={{ position: 'absolute', top: -14, left: 32, px: 1.5, py: 0.5, borderRadius: 99, bgcolor: '#1E40AF', color: 'common.white', fontSize: '0.75rem', fontWeight: 700 }}
                >
                  Le plus choisi
                </Box>
              )}
              <Typography id={`plan-${plan.id}`} variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 800 }}>
                {plan.name}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mt: 0.5, minHeight: 48 }}>{plan.tagline}</Typography>
              <Box sx={{ mt: 2, display: 'flex', alignItems: 'baseline', gap: 1 }}>
                <Typography component="span" sx={{ fontSize: '2.5rem', fontWeight: 800, letterSpacing: '-0.03em' }}>
                  {formatMoney(plan.monthlyPriceHt)}
                </Typography>
                <Typography component="span" sx={{ color: 'text.secondary' }}>
                  HT / mois
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, color: 'primary.dark', mt: 1 }}>{plan.quota}</Typography>
              <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, my: 3, flexGrow: 1 }}>
                {plan.features.map((feature) => (
                  <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.25 }}>
                    <CheckIcon fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} aria-hidden />
                    {feature}
                  </Box>
                ))}
              </Stack>
              <Button
                href={appPaths.register}
                onClick={followAppLink}
                variant={plan.highlighted ? 'contained' : 'outlined'}
                size="large"
                disableElevation
                fullWidth
                aria-label={`${plan.cta} : plan ${plan.name}`}
              >
                {plan.cta}
              </Button>
            </Box>
          ))}
        </Box>
        <Stack
          component="ul"
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 1.5, md: 4 }}
          sx={{ justifyContent: 'center', listStyle: 'none', p: 0, mt: 6, mb: 0 }}
        >
          {promises.map((text) => (
            <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
              <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
              {text}
            </Box>
          ))}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: 3 }}>
          Prix hors taxes, TVA de 20 % en sus. Facturation mensuelle, sans engagement.
        </Typography>
      </Container>
      <ClosingCta />
    </>
  );
}
