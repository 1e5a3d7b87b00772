import { Box, Container, Typography, CheckCircleIcon } from '@devis/platform';
import { usePageTitle } from '../../lib/use-page-title';
import { pageMeta } from '../../lib/page-meta';
import { PageIntro } from '../../components/page-intro';
import { ClosingCta } from '../../components/closing-cta';
import { useCases } from './use-cases';

export default function UseCasesPage() {
  usePageTitle(pageMeta.useCases.title);
  return (
    <>
      <PageIntro
        eyebrow="Cas d'usage"
        title="Devis s’adapte à votre métier"
        lead="Indépendants, artisans, agences ou TPE : chacun gagne du temps et signe plus vite."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {useCases.map((useCase) => (
            <Box component="section" key={useCase.id} aria-labelledby={`use-case-${useCase.id}`} sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
              <Typography id={`use-case-${useCase.id}`} variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 800 }}>
                {useCase.audience}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mt: 1, fontStyle: 'italic' }}>{useCase.pain}</Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
                {useCase.benefits.map((benefit) => (
                  <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1.25, py: 0.75 }}>
                    <CheckCircleIcon fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} aria-hidden />
                    {benefit}
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
      <ClosingCta />
    </>
  );
}
