import { Box, Container, Link, Stack, Typography, EmailIcon, ScheduleIcon, SettingsIcon } from '@devis/platform';
import { SUPPORT_EMAIL } from '@devis/domain';
import { usePageTitle } from '../../lib/use-page-title';
import { pageMeta } from '../../lib/page-meta';
import { PageIntro } from '../../components/page-intro';
import { ContactForm } from './components/contact-form';

const contactPoints = [
  { title: 'Support par email', text: 'Une équipe basée en France répond à vos questions, en français.', Icon: EmailIcon },
  { title: 'Réponse sous 24 h ouvrées', text: 'Du lundi au vendredi, de 9 h à 18 h (heure de Paris).', Icon: ScheduleIcon },
  { title: 'Démonstration personnalisée', text: 'Indiquez vos besoins : nous vous proposons un créneau de 30 minutes en visio.', Icon: SettingsIcon },
];

export default function ContactPage() {
  usePageTitle(pageMeta.contact.title);
  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Parlons de vos devis"
        lead="Une question, une démonstration, un besoin particulier ? Écrivez-nous, nous revenons vers vous rapidement."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' } }}>
          <Stack spacing={3}>
            {contactPoints.map(({ title, text, Icon }) => (
              <Box key={title} sx={{ display: 'flex', gap: 2 }}>
                <Icon sx={{ color: 'primary.dark', mt: 0.25 }} />
                <Box>
                  <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
                    {title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
                </Box>
              </Box>
            ))}
            <Typography sx={{ color: 'text.secondary' }}>
              Vous préférez l’email ? <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
            </Typography>
          </Stack>
          <Box sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', boxShadow: '0 30px 60px -40px rgba(15, 23, 42, 0.4)' }}>
            <Typography variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 800, mb: 3 }}>
              Envoyez-nous un message
            </Typography>
            <ContactForm />
          </Box>
        </Box>
      </Container>
    </>
  );
}
