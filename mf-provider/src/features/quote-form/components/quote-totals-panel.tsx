import { formatMoney, formatVatRate, VAT_FRANCHISE_MENTION, type QuoteTotals } from '@devis/domain';
import { Divider, Paper, Stack, Typography } from '@devis/platform';
import type { ReactNode } from 'react';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack sx={{ justifyContent: 'space-between' }} direction="row" spacing={2}>
      <Typography variant={strong ? 'h6' : 'body2'} component="span">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500 }} variant={strong ? 'h6' : 'body2'} component="span" aria-label={label}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Live totals, recomputed on every keystroke with the domain's rounding; the server recomputes them on save. */
export function QuoteTotalsPanel({ totals, vatFranchise = false, children }: { totals: QuoteTotals; vatFranchise?: boolean; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }} component="section" aria-label="Totaux">
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 600 }} variant="subtitle1" component="h2">
          Totaux
        </Typography>
        <Row label="Total HT" value={formatMoney(totals.total_ht)} />
        {!vatFranchise && (
          <>
            {totals.vat_breakdown.map((row) => (
              <Row key={row.rate} label={`TVA ${formatVatRate(row.rate)}`} value={formatMoney(row.tva)} />
            ))}
            <Row label="Total TVA" value={formatMoney(totals.total_tva)} />
          </>
        )}
        <Divider />
        <Row label="Total TTC" value={formatMoney(totals.total_ttc)} strong />
        {vatFranchise && (
          <Typography variant="body2" color="text.secondary">
            {VAT_FRANCHISE_MENTION}
          </Typography>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
