import type { ComponentType, Ref } from 'react';
import { Box, Container, Stack, Typography, alpha, ListAltIcon, LockIcon, PaletteIcon, PictureAsPdfIcon } from '@devis/platform';
import { SectionHeading } from '../../../components/section-heading';
import { SampleQuoteCard } from './sample-quote-card';

const features: { title: string; text: string; Icon: ComponentType }[] = [
  {
    title: 'Personnalisation de votre marque',
    text: 'Logo, couleurs et mentions légales : chaque devis porte votre identité, sans effort de mise en page.',
    Icon: PaletteIcon,
  },
  {
    title: 'Catalogue de prestations',
    text: 'Enregistrez vos services avec leurs prix et leur TVA, puis ajoutez-les à un devis en un clic.',
    Icon: ListAltIcon,
  },
  {
    title: 'PDF instantané',
    text: 'Un PDF net et conforme, généré à la seconde, prêt à être téléchargé ou envoyé par email.',
    Icon: PictureAsPdfIcon,
  },
  {
    title: 'Portail client sécurisé',
    text: 'Vos clients consultent et acceptent leurs devis en ligne via un lien sécurisé ; vous suivez tout en temps réel.',
    Icon: LockIcon,
  },
];

export function FeaturesSection({ sampleRef }: { sampleRef: Ref<HTMLElement> }) {
  return (
    <Box component="section" aria-labelledby="features-title" sx={{ py: { xs: 8, md: 12 }, bgcolor: '#F8FAFC', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="features-title"
          eyebrow="Fonctionnalités"
          title="Un devis impeccable, du premier clic à la signature"
          subtitle="Un modèle automatique à votre image, vos prix toujours à portée de main et un suivi sans relance manuelle."
        />
        <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Stack spacing={3}>
            {features.map(({ title, text, Icon }) => (
              <Box key={title} sx={{ display: 'flex', gap: 2 }}>
                <Box
                  sx={(theme) => ({
                    flexShrink: 0,
                    display: 'inline-flex',
                    alignSelf: 'flex-start',
                    p: 1.25,
                    borderRadius: 2,
                    color: 'common.white',
                    background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
                    boxShadow: `0 10px 20px -10px ${alpha(theme.palette.primary.main, 0.8)}`,
                  })}
                >
                  <Icon />
                </Box>
                <Box>
                  <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
                    {title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{text}</Typography>
                </Box>
              </Box>
            ))}
          </Stack>
          <SampleQuoteCard ref={sampleRef} />
        </Box>
      </Container>
    </Box>
  );
}
