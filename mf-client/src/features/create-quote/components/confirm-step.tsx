import { formatDate, formatMoney } from '@devis/domain';
import { Box, Card, CardContent, CompanyAvatar, Grid, Stack, Typography } from '@devis/platform';
import { FormTextField, useFormikContext } from '@devis/platform/forms';
import { wizardTotals, type WizardState } from '../wizard-model';
import { VatFranchiseNotice } from './vat-franchise-notice';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 200 }}>
        {label}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{value}</Typography>
    </Stack>
  );
}

/** Step 4: what will be sent, and to whom. */
export function ConfirmStep() {
  const { values } = useFormikContext<WizardState>();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3" gutterBottom>
              Récapitulatif
            </Typography>
            {/* Editable here too: a wizard opened from a provider's page starts at step 2. */}
            <FormTextField name="title" label="Titre du projet" required size="small" sx={{ my: 1 }} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <Row label="Description" value={values.description.trim() || '—'} />
            <Row label="Date souhaitée" value={values.deadline ? formatDate(values.deadline) : 'Non précisée'} />
            <Row label="Nombre de lignes" value={String(values.lines.length)} />
            <Row label="Nombre de prestataires" value={String(values.providers.length)} />
            <Row label="Total TTC" value={formatMoney(wizardTotals(values.lines).total_ttc)} />
            <VatFranchiseNotice providers={values.providers} lines={values.lines} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3" gutterBottom>
              Destinataires
            </Typography>
            <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {values.providers.map((p) => (
                <Stack key={p.user_id} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <CompanyAvatar name={p.company_name} src={p.logo_url} size={32} />
                  <Box>{p.company_name}</Box>
                </Stack>
              ))}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Chaque prestataire reçoit votre devis complet, avec toutes ses lignes, par email et peut le valider, le refuser ou vous proposer une modification.
            </Typography>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
