import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@devis/platform';

export type LegalSection = { title: string; body: ReactNode };

type Props = { title: string; updatedOn: string; intro: ReactNode; sections: LegalSection[] };

/** Long-form legal text: one h1, numbered h2 sections, a readable measure. */
export function LegalDocument({ title, updatedOn, intro, sections }: Props) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: '0.12em' }}>
        Informations légales
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, fontWeight: 800, letterSpacing: '-0.02em', mt: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>Dernière mise à jour : {updatedOn}</Typography>
      <Box sx={{ mt: 4, fontSize: '1.02rem', lineHeight: 1.75, color: 'text.primary', '& p': { my: 1.5 }, '& a': { color: 'primary.main' }, '& ul': { pl: 3 }, '& li': { my: 0.5 } }}>
        {intro}
        {sections.map((section, index) => (
          <Box component="section" key={section.title} sx={{ mt: 5 }}>
            <Typography variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 1 }}>
              {index + 1}. {section.title}
            </Typography>
            {section.body}
          </Box>
        ))}
      </Box>
    </Container>
  );
}
