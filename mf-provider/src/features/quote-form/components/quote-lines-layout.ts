import type { SxProps, Theme } from '@devis/platform';

/** The lines' box is a size container: the layout follows the room the form gives the lines, not the screen. */
export const linesContainerSx: SxProps<Theme> = { containerType: 'inline-size', containerName: 'quote-lines' };

/**
 * A table row per line while the lines have room (600 px and up); below, each line is a card: the
 * description on its own row, quantity, unit price and VAT side by side, then the line total. Only the
 * layout changes: same fields in the same order, so focus and Enter behave the same. The cell order is the
 * table's column order (description, quantity, unit price, VAT, total, remove).
 */
export const linesTableSx: SxProps<Theme> = (theme) => ({
  '& td': { verticalAlign: 'top', px: 0.5 },
  '& th': { px: 0.5 },
  [theme.containerQueries('quote-lines').down('sm')]: {
    display: 'block',
    // The column headers stay for screen readers; each field shows its own label.
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    '& tbody': { display: 'flex', flexDirection: 'column', gap: 1.5, py: 1 },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: '68px minmax(0, 1fr) 88px',
      gridTemplateAreas: '"description description description" "quantity unit_price vat" "remove total total"',
      columnGap: 1,
      rowGap: 1,
      p: 1,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
    },
    '& tbody td': { display: 'block', p: '0 !important', border: 0, minWidth: 0 },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      mb: 0.5,
      ...theme.typography.caption,
      color: 'text.secondary',
    },
    '& tbody td .MuiFormControl-root': { width: '100%' },
    // Narrower side padding, so a quantity like '125,5' and a price like '10 045,50' show whole.
    '& tbody td .MuiInputBase-input': { px: 1.25 },
    '& tbody td .MuiInputBase-adornedEnd': { pr: 1.25 },
    '& tbody td:nth-of-type(1)': { gridArea: 'description' },
    '& tbody td:nth-of-type(2)': { gridArea: 'quantity' },
    '& tbody td:nth-of-type(3)': { gridArea: 'unit_price' },
    '& tbody td:nth-of-type(4)': { gridArea: 'vat' },
    '& tbody td:nth-of-type(5)': {
      gridArea: 'total',
      alignSelf: 'center',
      display: 'flex',
      // A right-aligned cell is row-reverse in MUI: the label goes before the amount.
      flexDirection: 'row',
      justifyContent: 'flex-end',
      alignItems: 'baseline',
      gap: 1,
      fontWeight: 600,
      '&::before': { mb: 0 },
    },
    '& tbody td:nth-of-type(6)': { gridArea: 'remove', alignSelf: 'center' },
    // A finger-sized target (44 px) on a phone.
    '& tbody td:nth-of-type(6) .MuiIconButton-root': { width: 44, height: 44 },
  },
});
