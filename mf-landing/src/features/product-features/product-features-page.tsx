import { Box, Button, Container, Typography, CheckCircleIcon } from '@devis/platform';
import { usePageTitle } from '../../lib/use-page-title';
import { pageMeta } from '../../lib/page-meta';
import { appPaths } from '../../lib/paths';
import { followAppLink } from '../../lib/follow-app-link';
import { PageIntro } from '../../components/page-intro';
import { ClosingCta } from '../../components/closing-cta';
import { featureGroups } from './feature-groups';

export default function ProductFeaturesPage() {
  usePageTitle(pageMeta.features.title);
  return (
    <>
      <PageIntro
        eyebrow="Fonctionnalités"
        title="Tout pour créer, envoyer et faire signer vos devis"
        lead="Un devis en 2 minutes au lieu de 30, à votre image, suivi jusqu’à la signature."
      >
        <Button href={appPaths.register} onClick={followAppLink} variant="contained" size="large" disableElevation>
          Essayer gratuitement
        </Button>
      </PageIntro>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        {featureGroups.map((group, index) => (
          <Box
            component="section"
            key={group.title}
            aria-labelledby={`feature-group-${index}`}
            sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' }, py: { xs: 5, md: 7 }, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
          >
            <Box>
              <Typography id={`feature-group-${index}`} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, fontWeight: 800, letterSpacing: '-0.02em' }}>
                {group.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mt: 1.5, fontSize: '1.05rem' }}>{group.lead}</Typography>
            </Box>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {group.items.map((item) => (
                <Box key={item.title} sx={{ p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
                    <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
                      {item.title}
                    </Typography>
                  </Box>
                  <Typography sx={{ color: 'text.secondary', mt: 1 }}>{item.text}</Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Container>
      <ClosingCta />
    </>
  );
}
