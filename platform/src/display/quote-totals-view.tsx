import { Box, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { formatMoney, VAT_FRANCHISE_MENTION } from '@devis/domain';

export interface QuoteTotalsViewProps {
  totals: { total_ht: number; total_tva: number; total_ttc: number };
  /** The quote was written under the VAT franchise: no VAT row, the mention the PDF prints instead. */
  vatFranchise?: boolean;
  /** The region's accessible name. */
  label?: string;
  sx?: SxProps<Theme>;
}

const strong = { fontWeight: 700 };

/**
 * A quote's totals under its lines, right-aligned, the total with VAT in bold: a region named `label`.
 * Under the VAT franchise there is no VAT to show, only "TVA non applicable, art. 293 B du CGI".
 */
export function QuoteTotalsView({ totals, vatFranchise = false, label = 'Totaux', sx }: QuoteTotalsViewProps) {
  const rows = [['Total HT', totals.total_ht], ...(vatFranchise ? [] : [['TVA', totals.total_tva] as const]), ['Total TTC', totals.total_ttc]] as const;
  return (
    <Box component="section" aria-label={label} sx={[{ alignSelf: 'flex-end', minWidth: 240 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {rows.map(([text, amount]) => (
        <Stack key={text} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography sx={text === 'Total TTC' ? strong : undefined}>{text}</Typography>
          <Typography sx={text === 'Total TTC' ? strong : undefined}>{formatMoney(amount)}</Typography>
        </Stack>
      ))}
      {vatFranchise && (
        <Typography variant="body2" color="text.secondary">
          {VAT_FRANCHISE_MENTION}
        </Typography>
      )}
    </Box>
  );
}
