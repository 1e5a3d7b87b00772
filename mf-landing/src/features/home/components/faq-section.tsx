import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Container, Typography, ExpandMoreIcon } from '@devis/platform';
import { SectionHeading } from '../../../components/section-heading';
import { faqItems } from '../content/faq-items';

/** Only one answer is open at a time: the group owns which item is expanded. */
export function FaqSection() {
  const [expanded, setExpanded] = useState<string | false>(false);

  return (
    <Box component="section" aria-labelledby="faq-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="md">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions fréquentes" />
        <Box sx={{ borderRadius: 3, border: 1, borderColor: 'divider', overflow: 'hidden', bgcolor: 'background.paper' }}>
          {faqItems.map((item) => (
            <Accordion
              key={item.id}
              disableGutters
              elevation={0}
              square
              expanded={expanded === item.id}
              onChange={(_event, isExpanded) => setExpanded(isExpanded ? item.id : false)}
              sx={{ '&:before': { display: 'none' }, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`faq-${item.id}-question`}
                aria-controls={`faq-${item.id}-answer`}
                sx={{ px: 3, py: 1 }}
              >
                <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.02rem' }}>
                  {item.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ px: 3, pb: 3, pt: 0 }}>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{item.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
