import { computeLine, eurosToCents, parseDecimal, type Service } from '@devis/domain';
import { AddIcon, Box, Button, DeleteIcon, IconButton, lineCardSx, linesContainerSx, Paper, QuoteTotalsView, Stack, Typography } from '@devis/platform';
import { LineFields, LinesErrors, UnitSuggestions, useFormikContext } from '@devis/platform/forms';
import { ServicePicker } from '../../quote-form/components/service-picker';
import type { ProviderVat } from '../../quote-form/utils/quote-form-values';
import { newProposalLine, proposalTotals, withService, type ProposalValues } from '../utils/proposal-values';

/**
 * The proposal's lines: a catalogue service (searched as the provider types) fills a line; at least one line always
 * remains. Rates and totals follow the provider's VAT: under the franchise every line is at 0 %, as the server stores it.
 */
export function ProposalLines({ vat }: { vat: ProviderVat }) {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<ProposalValues>();
  // A catalogue service fills a new line; it replaces the form's one line while that is still blank.
  const addService = (service: Service) => {
    const blank = values.lines.length === 1 && !values.lines[0]!.description.trim();
    void setFieldValue('lines', [...(blank ? [] : values.lines), withService(newProposalLine(vat), service, vat)]);
  };
  const totals = proposalTotals(values.lines, vat.vatFranchise);
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        Lignes
      </Typography>
      <LinesErrors errors={errors.lines} show={submitCount > 0} />
      <UnitSuggestions />
      <Stack spacing={1.5} sx={linesContainerSx}>
        {values.lines.map((line, i) => {
          const total = computeLine({ quantity: parseDecimal(line.quantity), unit_price_ht: eurosToCents(line.unit_price), tva_rate_percent: line.tva_rate_percent });
          return (
            <Paper key={line.key} variant="outlined" sx={[{ p: 1.5 }, lineCardSx]} component="section" aria-label={`Ligne ${i + 1}`}>
              <LineFields name={`lines[${i}]`} catalogue={line.service_id !== 'custom'} unitEditable totalLabel="Total HT" total={total.total_ht} showErrorText={false} vatFranchise={vat.vatFranchise} />
              <Box data-cell="remove">
                <IconButton
                  aria-label={`Supprimer la ligne ${i + 1}`}
                  disabled={values.lines.length === 1}
                  onClick={() => void setFieldValue('lines', values.lines.filter((l) => l.key !== line.key))}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
            </Paper>
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ServicePicker onPick={addService} />
        <Button startIcon={<AddIcon />} onClick={() => void setFieldValue('lines', [...values.lines, newProposalLine(vat)])} sx={{ alignSelf: 'flex-start' }}>
          Ajouter une ligne
        </Button>
      </Stack>
      <QuoteTotalsView totals={totals} vatFranchise={vat.vatFranchise} />
    </Stack>
  );
}
