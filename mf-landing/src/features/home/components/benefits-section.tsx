import type { ComponentType } from 'react';
import { Box, Container, Typography, alpha, AutorenewIcon, PeopleIcon, ScheduleIcon, VerifiedIcon } from '@devis/platform';
import { SectionHeading } from '../../../components/section-heading';

const benefits: { title: string; text: string; Icon: ComponentType<{ fontSize?: 'medium' }> }[] = [
  {
    title: 'Gain de temps',
    text: 'Un devis complet en 2 minutes au lieu de 30 : vos prestations, vos prix et vos mentions sont déjà prêts.',
    Icon: ScheduleIcon,
  },
  {
    title: 'Image professionnelle',
    text: 'Des devis soignés à votre logo et à vos couleurs, avec toutes les mentions légales, qui inspirent confiance.',
    Icon: VerifiedIcon,
  },
  {
    title: 'Suivi client simplifié',
    text: 'Vos clients consultent, acceptent ou refusent en ligne ; vous voyez où en est chaque devis en temps réel.',
    Icon: PeopleIcon,
  },
  {
    title: 'Automatisation complète',
    text: 'Numérotation, calculs de TVA, génération PDF et relances programmées : Devis s’occupe du reste.',
    Icon: AutorenewIcon,
  },
];

export function BenefitsSection() {
  return (
    <Box component="section" aria-labelledby="benefits-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="benefits-title"
          eyebrow="Pourquoi Devis"
          title="Moins de paperasse, plus de devis signés"
          subtitle="Tout ce qu’il faut pour chiffrer, envoyer et conclure, sans tableur ni traitement de texte."
        />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          {benefits.map(({ title, text, Icon }) => (
            <Box
              key={title}
              sx={{
                p: 3,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                transition: 'transform 200ms ease, box-shadow 200ms ease',
                '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 20px 40px -24px rgba(15, 23, 42, 0.35)' },
              }}
            >
              <Box
                sx={(theme) => ({
                  display: 'inline-flex',
                  p: 1.25,
                  borderRadius: 2,
                  color: 'primary.dark',
                  bgcolor: alpha(theme.palette.primary.main, 0.1),
                })}
              >
                <Icon />
              </Box>
              <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, mt: 2 }}>
                {title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mt: 1 }}>{text}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
