import type { Ref } from 'react';
import { formatDateTime, type PublicQuoteView } from '@devis/domain';
import { Alert, AlertTitle, Button, Paper, Stack, Typography } from '@devis/platform';
import { CheckCircleIcon, HomeIcon, PersonIcon } from '@devis/platform';

/** After a decision: what was recorded, and an invitation to a client space or back home. */
export function DecisionPanel({ view, ref }: { view: PublicQuoteView; ref?: Ref<HTMLDivElement> }) {
  const decision = view.decision;
  if (!decision) return null;
  const accepted = decision.action === 'accepted';
  return (
    // Focusable by script: the page moves the focus here once a decision is made (the clicked button is gone).
    <Paper ref={ref} tabIndex={-1} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, outline: 'none' }}>
      <Stack spacing={2}>
        <Alert severity={accepted ? 'success' : 'info'} icon={accepted ? <CheckCircleIcon /> : undefined}>
          <AlertTitle>{accepted ? 'Devis accepté' : 'Devis refusé'}</AlertTitle>
          {accepted
            ? `Accepté le ${formatDateTime(decision.at)}${decision.name ? ` par ${decision.name}` : ''}. ${view.provider.name} a été prévenu. Un accusé de réception, avec le PDF accepté, a été envoyé par email.`
            : `Refusé le ${formatDateTime(decision.at)}. ${view.provider.name} a été prévenu${decision.reason ? ' et a reçu votre motif' : ''}.`}
        </Alert>
        <Typography>Suivez vos devis et échangez avec vos prestataires depuis un espace client gratuit.</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" href="/client/login" startIcon={<PersonIcon />}>
            Créer mon espace client
          </Button>
          <Button variant="outlined" href="/" startIcon={<HomeIcon />}>
            Retour à l'accueil
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
