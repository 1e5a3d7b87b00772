import { Box, Typography } from '@devis/platform';

type Props = { id?: string; eyebrow: string; title: string; subtitle?: string };

/** Eyebrow, h2 and lead of a home or page section, centred. */
export function SectionHeading({ id, eyebrow, title, subtitle }: Props) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: '0.12em' }}>
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, fontWeight: 800, letterSpacing: '-0.02em', mt: 1 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, mt: 2, fontSize: { xs: '1rem', md: '1.15rem' } }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
