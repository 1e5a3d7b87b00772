import { Box, Container, Typography, EditIcon, SendIcon, SettingsIcon } from '@devis/platform';
import { SectionHeading } from '../../../components/section-heading';

const steps = [
  {
    title: 'Configurez votre compte',
    text: 'Ajoutez votre logo, vos couleurs, vos mentions légales et votre catalogue de prestations. Comptez 2 minutes.',
    Icon: SettingsIcon,
  },
  {
    title: 'Créez votre devis',
    text: 'Choisissez un client, ajoutez vos prestations : les totaux HT, la TVA et le Total TTC se calculent tout seuls.',
    Icon: EditIcon,
  },
  {
    title: 'Envoyez et suivez',
    text: 'Le PDF part par email avec un lien sécurisé ; vous êtes prévenu dès que votre client accepte ou refuse.',
    Icon: SendIcon,
  },
];

export function HowItWorksSection() {
  return (
    <Box component="section" aria-labelledby="how-title" sx={{ py: { xs: 8, md: 12 }, bgcolor: '#F8FAFC', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <SectionHeading id="how-title" eyebrow="Comment ça marche" title="Votre premier devis en 3 étapes" />
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {steps.map(({ title, text, Icon }, index) => (
            <Box component="li" key={title} sx={{ position: 'relative', textAlign: 'center', px: 2 }}>
              <Box
                sx={{
                  mx: 'auto',
                  width: 64,
                  height: 64,
                  borderRadius: '50%',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  color: 'primary.dark',
                  bgcolor: 'background.paper',
                  border: 2,
                  borderColor: 'primary.main',
                  position: 'relative',
                }}
              >
                <Icon />
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    top: -6,
                    right: -6,
                    width: 26,
                    height: 26,
                    borderRadius: '50%',
                    bgcolor: '#1E40AF',
                    color: 'common.white',
                    fontSize: '0.8rem',
                    fontWeight: 800,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  {index + 1}
                </Box>
              </Box>
              <Typography variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 700, mt: 2.5 }}>
                {title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mt: 1, maxWidth: 340, mx: 'auto' }}>{text}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
