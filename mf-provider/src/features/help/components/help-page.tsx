import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  ExpandMoreIcon,
  Link,
  Paper,
  Stack,
  Typography,
  usePageTitle,
} from '@devis/platform';
import { createQuoteSteps, faq, followQuoteSteps, sendQuoteSteps, SUPPORT_EMAIL, type HelpStep } from './help-content';

function StepSection({ title, steps }: { title: string; steps: HelpStep[] }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {steps.map((step) => (
          <Box component="li" key={step.title} sx={{ mb: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
            <Typography color="text.secondary">{step.text}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** /app/aide: how to create, send and follow a quote, a FAQ and the support contact. */
export default function HelpPage() {
  usePageTitle('Aide');
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Aide
        </Typography>
        <Typography color="text.secondary">Tout pour créer, envoyer et suivre vos devis.</Typography>
      </Box>
      <StepSection title="Créer un devis" steps={createQuoteSteps} />
      <StepSection title="Envoyer un devis" steps={sendQuoteSteps} />
      <StepSection title="Suivre vos devis" steps={followQuoteSteps} />
      <Box component="section">
        <Typography variant="h6" component="h2" gutterBottom>
          Questions fréquentes
        </Typography>
        {faq.map((entry) => (
          <Accordion key={entry.question} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography>{entry.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{entry.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <Paper variant="outlined" component="section" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Nous contacter
        </Typography>
        <Typography>
          Une question ? Écrivez-nous à <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>, nous répondons en français.
        </Typography>
      </Paper>
    </Stack>
  );
}
