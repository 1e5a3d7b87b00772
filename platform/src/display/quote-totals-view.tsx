import { Box, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { formatMoney } from '@devis/domain';

export interface QuoteTotalsViewProps {
  totals: { total_ht: number; total_tva: number; total_ttc: number };
  /** The region's accessible name. */
  label?: string;
  sx?: SxProps<Theme>;
}

const rows = [
  ['Total HT', 'total_ht'],
  ['TVA', 'total_tva'],
  ['Total TTC', 'total_ttc'],
] as const;

const strong = { fontWeight: 700 };

/** A quote's three totals under its lines, right-aligned, the total with VAT in bold: a region named `label`. */
export function QuoteTotalsView({ totals, label = 'Totaux', sx }: QuoteTotalsViewProps) {
  return (
    <Box component="section" aria-label={label} sx={[{ alignSelf: 'flex-end', minWidth: 240 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {rows.map(([text, key]) => (
        <Stack key={key} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography sx={key === 'total_ttc' ? strong : undefined}>{text}</Typography>
          <Typography sx={key === 'total_ttc' ? strong : undefined}>{formatMoney(totals[key])}</Typography>
        </Stack>
      ))}
    </Box>
  );
}
