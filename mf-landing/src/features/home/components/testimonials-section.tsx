import { Box, Container, Typography } from '@devis/platform';
import { initials } from '@devis/domain';
import { SectionHeading } from '../../../components/section-heading';
import { testimonials } from '../content/testimonials';
import { StarRating } from './star-rating';

// MUI's Avatar look (40 px round initials) without loading Avatar on the home page.
const initialsSx = {
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'primary.dark',
  color: 'common.white',
  fontWeight: 700,
  fontSize: '0.95rem',
  lineHeight: 1,
  userSelect: 'none',
} as const;

export function TestimonialsSection() {
  return (
    <Box component="section" aria-labelledby="testimonials-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Témoignages"
          title="Ils ont gagné des heures chaque semaine"
          subtitle="Artisans, indépendants et petites entreprises envoient leurs devis avec Devis."
        />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {testimonials.map((t) => (
            <Box
              component="li"
              key={t.name}
              sx={{ p: 3.5, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', display: 'flex', flexDirection: 'column', gap: 2 }}
            >
              <StarRating value={t.rating} />
              <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
                <Typography sx={{ fontSize: '1.02rem', lineHeight: 1.65 }}>« {t.content} »</Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box sx={initialsSx} aria-hidden="true">
                  {initials(t.name)}
                </Box>
                <Box>
                  <Typography component="p" sx={{ fontWeight: 700 }}>
                    {t.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t.role}
                  </Typography>
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
