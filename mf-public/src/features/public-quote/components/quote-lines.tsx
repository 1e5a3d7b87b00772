import { formatMoney, formatVatRate, quantityWithUnit, VAT_FRANCHISE_MENTION, type PublicQuoteView } from '@devis/domain';
import { Box, Divider, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@devis/platform';
import { AmountRow } from '../../../components/amount-row';

/** The detailed lines, then HT, VAT per rate and TTC. */
export function QuoteLines({ view }: { view: PublicQuoteView }) {
  const franchise = view.provider.vat_franchise;
  return (
    <Stack spacing={2}>
      <Stack spacing={1} sx={{ display: { xs: 'flex', sm: 'none' } }} component="ul" aria-label="Lignes du devis" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {view.items.map((item, i) => (
          <Box key={i} component="li" sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>{item.description}</Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatMoney(item.total_ttc)}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {quantityWithUnit(item.quantity, item.unit)} × {formatMoney(item.unit_price_ht)} HT · TVA {formatVatRate(item.tva_rate_percent)} · {formatMoney(item.total_ht)} HT
            </Typography>
          </Box>
        ))}
      </Stack>
      <TableContainer sx={{ display: { xs: 'none', sm: 'block' } }}>
        <Table size="small" aria-label="Détail du devis">
          <TableHead>
            <TableRow>
              <TableCell>Description</TableCell>
              <TableCell align="right">Qté</TableCell>
              <TableCell align="right">Prix unitaire HT</TableCell>
              <TableCell align="right">TVA</TableCell>
              <TableCell align="right">Total HT</TableCell>
              <TableCell align="right">Total TTC</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.items.map((item, i) => (
              <TableRow key={i}>
                <TableCell sx={{ minWidth: 160, whiteSpace: 'pre-line' }}>{item.description}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{quantityWithUnit(item.quantity, item.unit)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(item.unit_price_ht)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatVatRate(item.tva_rate_percent)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(item.total_ht)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(item.total_ttc)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ alignSelf: { sm: 'flex-end' }, width: { xs: '100%', sm: 340 } }}>
        <AmountRow label="Total HT" value={formatMoney(view.total_ht)} />
        {!franchise &&
          view.vat_breakdown.map((row) => <AmountRow key={row.rate} label={`TVA ${formatVatRate(row.rate)}`} value={formatMoney(row.tva)} />)}
        <Divider sx={{ my: 1 }} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 700 }}>Total TTC</Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.5rem' }} data-testid="total-ttc">
            {formatMoney(view.total_ttc)}
          </Typography>
        </Stack>
        {franchise && (
          <Typography variant="caption" color="text.secondary">
            {VAT_FRANCHISE_MENTION}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
