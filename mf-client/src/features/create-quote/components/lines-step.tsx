import { AddIcon, Alert, Box, Button, DeleteIcon, IconButton, lineCardSx, linesContainerSx, Paper, QuoteTotalsView, Stack, Typography } from '@devis/platform';
import { LineFields, useFormikContext } from '@devis/platform/forms';
import { lineTotals, manualLine, wizardTotals, type WizardState } from '../wizard-model';
import { VatFranchiseNotice } from './vat-franchise-notice';

/** Step 3: the lines, editable, with a badge on catalogue lines and the running totals. */
export function LinesStep() {
  const { values, setFieldValue } = useFormikContext<WizardState>();
  const totals = wizardTotals(values.lines);
  const remove = (key: string) => void setFieldValue('lines', values.lines.filter((l) => l.key !== key));
  return (
    <Stack spacing={2}>
      {values.providers.length > 1 && (
        // Services are picked per provider at step 2; the request itself is one list (spec: p_quote_lines).
        <Alert severity="info">
          Ces lignes forment une seule demande : chacun des {values.providers.length} prestataires la reçoit en entier, y compris les services choisis chez les autres, et vous répond avec son propre devis.
        </Alert>
      )}
      {values.lines.length === 0 && <Typography color="text.secondary">Ajoutez au moins une ligne : cochez des services à l'étape précédente ou ajoutez une ligne libre.</Typography>}
      <Stack spacing={2} sx={linesContainerSx}>
        {values.lines.map((line, i) => (
          <Paper key={line.key} variant="outlined" sx={[{ p: 2 }, lineCardSx]} component="section" aria-label={`Ligne ${i + 1}`}>
            <LineFields name={`lines[${i}]`} catalogue={!!line.service_id} unit={line.unit} descriptionRequired totalLabel="Total TTC" total={lineTotals(line).total_ttc} />
            <Box data-cell="remove">
              <IconButton aria-label={`Supprimer la ligne ${i + 1}`} onClick={() => remove(line.key)}>
                <DeleteIcon />
              </IconButton>
            </Box>
          </Paper>
        ))}
      </Stack>
      <Button startIcon={<AddIcon />} onClick={() => void setFieldValue('lines', [...values.lines, manualLine()])} sx={{ alignSelf: 'flex-start' }}>
        Ajouter une ligne
      </Button>
      <QuoteTotalsView totals={totals} />
      <VatFranchiseNotice providers={values.providers} lines={values.lines} />
    </Stack>
  );
}
