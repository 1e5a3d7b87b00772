import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatMoney, formatVatRate, quantityWithUnit, type QuoteLine } from '@devis/domain';
import { linesContainerSx, linesTableSx } from '../layout/quote-lines-layout';

type LineTotal = 'total_ht' | 'total_ttc';
const totalLabels: Record<LineTotal, string> = { total_ht: 'Total HT', total_ttc: 'Total TTC' };
/** Amounts, rates and their headings stay on one line ('20' / '%' read as two values); the description wraps. */
const noWrap = { whiteSpace: 'nowrap' } as const;

export interface QuoteLinesViewProps {
  lines: QuoteLine[];
  /** The table's accessible name; shown above it too when `showCaption`. */
  label: string;
  showCaption?: boolean;
  /** The line totals shown, in this order: without VAT, with it, or both. */
  totals: [LineTotal] | [LineTotal, LineTotal];
  /** One column 'Quantité × prix unitaire HT' ('2 × 500,00 €') instead of two. */
  quantityTimesPrice?: boolean;
}

const quantityText = (l: QuoteLine) => quantityWithUnit(l.quantity, l.unit);

/** A quote's lines, read only: a table while there is room, a card per line on a phone. */
export function QuoteLinesView({ lines, label, showCaption = false, totals, quantityTimesPrice = false }: QuoteLinesViewProps) {
  return (
    <TableContainer sx={linesContainerSx}>
      <Table size="small" aria-label={label} sx={linesTableSx}>
        {showCaption && <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0', fontWeight: 600 }}>{label}</caption>}
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            {quantityTimesPrice ? (
              <TableCell>Quantité × prix unitaire HT</TableCell>
            ) : (
              <>
                <TableCell align="right" sx={noWrap}>Qté</TableCell>
                <TableCell align="right" sx={noWrap}>Prix unit. HT</TableCell>
              </>
            )}
            <TableCell align="right" sx={noWrap}>TVA</TableCell>
            {totals.map((t) => (
              <TableCell key={t} align="right" sx={noWrap}>
                {totalLabels[t]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.id}>
              {/* A description typed on several lines (Shift+Enter in the quote form) keeps them, as the PDF does. */}
              <TableCell data-cell="description" data-label="Description" sx={{ whiteSpace: 'pre-line' }}>
                {l.description}
              </TableCell>
              {quantityTimesPrice ? (
                <TableCell data-cell="quantity_price" data-label="Quantité × prix unitaire HT">
                  {quantityText(l)} × {formatMoney(l.unit_price_ht)}
                </TableCell>
              ) : (
                <>
                  <TableCell align="right" data-cell="quantity" data-label="Qté">
                    {quantityText(l)}
                  </TableCell>
                  <TableCell align="right" data-cell="unit_price" data-label="Prix unit. HT" sx={noWrap}>
                    {formatMoney(l.unit_price_ht)}
                  </TableCell>
                </>
              )}
              <TableCell align="right" data-cell="vat" data-label="TVA" sx={noWrap}>
                {formatVatRate(l.tva_rate_percent)}
              </TableCell>
              {totals.map((t, i) => (
                <TableCell key={t} align="right" data-cell={i === 0 ? 'total' : 'total_ttc'} data-label={totalLabels[t]} sx={noWrap}>
                  {formatMoney(l[t])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
