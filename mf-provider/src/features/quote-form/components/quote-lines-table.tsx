import type { KeyboardEvent } from 'react';
import { computeLine, eurosToCents, formatMoney, formatVatRate, parseDecimal, VAT_RATES } from '@devis/domain';
import { IconButton, InputAdornment, linesContainerSx, linesTableSx, MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Tooltip } from '@devis/platform';
import { DeleteIcon } from '@devis/platform';
import { FormTextField, LineUnitField, UnitSuggestions } from '@devis/platform/forms';
import type { LineDraft } from '../utils/quote-form-values';

export type LineField = 'description' | 'quantity' | 'unit_price';

const rateOptions = VAT_RATES.map((rate) => (
  <MenuItem key={rate} value={rate}>
    {formatVatRate(rate)}
  </MenuItem>
));

interface Props {
  lines: LineDraft[];
  onRemove: (index: number) => void;
  /** Enter in a line moves to the next one, and adds a line after the last. */
  onEnter: (index: number) => void;
  registerInput: (key: string, field: LineField, element: HTMLInputElement | null) => void;
  /** Under the VAT franchise every line is at 0 %: the rate cannot be chosen. */
  vatFranchise?: boolean;
}

/** The lines of the quote form: each cell is bound to `lines.{index}.{field}` of the form; the form shows one message above. */
export function QuoteLinesTable({ lines, onRemove, onEnter, registerInput, vatFranchise = false }: Props) {
  const onKeyDown = (index: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      onEnter(index);
    }
  };

  return (
    <TableContainer sx={linesContainerSx}>
      <UnitSuggestions />
      <Table size="small" aria-label="Lignes du devis" sx={linesTableSx}>
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell sx={{ width: 140 }}>Qté</TableCell>
            <TableCell sx={{ width: 130 }}>Prix unit. HT</TableCell>
            <TableCell sx={{ width: 100 }}>TVA</TableCell>
            <TableCell sx={{ width: 110 }} align="right">
              Total HT
            </TableCell>
            <TableCell sx={{ width: 48 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => {
            const n = index + 1;
            const field = (name: keyof LineDraft) => `lines.${index}.${name}`;
            const total = computeLine({
              quantity: parseDecimal(line.quantity),
              unit_price_ht: eurosToCents(line.unit_price),
              tva_rate_percent: vatFranchise ? 0 : line.tva_rate_percent,
            });
            return (
              <TableRow key={line.key} data-testid="quote-line">
                <TableCell data-cell="description" data-label="Description">
                  <FormTextField
                    name={field('description')}
                    showErrorText={false}
                    size="small"
                    placeholder="Description"
                    // A long description wraps and shows whole instead of being cut; Enter still goes to the next line.
                    multiline
                    maxRows={6}
                    onKeyDown={onKeyDown(index)}
                    inputRef={(el: HTMLInputElement | null) => registerInput(line.key, 'description', el)}
                    slotProps={{ htmlInput: { 'aria-label': `Description ligne ${n}` } }}
                  />
                </TableCell>
                <TableCell data-cell="quantity" data-label="Qté">
                  <FormTextField
                    name={field('quantity')}
                    showErrorText={false}
                    size="small"
                    fullWidth={false}
                    onKeyDown={onKeyDown(index)}
                    onFocus={(e) => e.target.select()}
                    inputRef={(el: HTMLInputElement | null) => registerInput(line.key, 'quantity', el)}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal', 'aria-label': `Quantité ligne ${n}` },
                      // The line's unit, in the quantity's box: the quantity reads '2 jours' on the PDF.
                      input: {
                        endAdornment: (
                          <InputAdornment position="end" data-line-unit>
                            <LineUnitField name={field('unit')} label={`Unité ligne ${n}`} onKeyDown={onKeyDown(index)} />
                          </InputAdornment>
                        ),
                      },
                    }}
                  />
                </TableCell>
                <TableCell data-cell="unit_price" data-label="Prix unit. HT">
                  <FormTextField
                    name={field('unit_price')}
                    showErrorText={false}
                    size="small"
                    fullWidth={false}
                    placeholder="0,00"
                    onKeyDown={onKeyDown(index)}
                    onFocus={(e) => e.target.select()}
                    inputRef={(el: HTMLInputElement | null) => registerInput(line.key, 'unit_price', el)}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal', 'aria-label': `Prix unitaire HT ligne ${n}` },
                      input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
                    }}
                  />
                </TableCell>
                <TableCell data-cell="vat" data-label="TVA">
                  {vatFranchise ? (
                    // Under the franchise the line is at 0 % whatever its stored rate (the server stores 0 too).
                    <TextField select size="small" fullWidth disabled value={0} slotProps={{ select: { SelectDisplayProps: { 'aria-label': `TVA ligne ${n}` } } }}>
                      {rateOptions}
                    </TextField>
                  ) : (
                    <FormTextField
                      select
                      name={field('tva_rate_percent')}
                      toValue={Number}
                      showErrorText={false}
                      size="small"
                      slotProps={{ select: { SelectDisplayProps: { 'aria-label': `TVA ligne ${n}` } } }}
                    >
                      {rateOptions}
                    </FormTextField>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ pt: '10px !important', whiteSpace: 'nowrap' }} data-cell="total" data-label="Total HT" aria-label={`Total HT ligne ${n}`}>
                  {formatMoney(total.total_ht)}
                </TableCell>
                <TableCell data-cell="remove">
                  <Tooltip title={lines.length === 1 ? 'Un devis garde au moins une ligne' : 'Supprimer la ligne'}>
                    <span>
                      <IconButton size="small" aria-label={`Supprimer la ligne ${n}`} disabled={lines.length === 1} onClick={() => onRemove(index)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
