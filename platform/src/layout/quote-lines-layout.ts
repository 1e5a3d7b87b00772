import type { SxProps, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** A style that can join others in an `sx` array. */
type LinesStyle = (theme: Theme) => SystemStyleObject<Theme>;

/**
 * The layout of a quote's lines, shared by every screen that shows or edits them (the quote form, the
 * proposal, the review, the client's wizard and modification dialog). The lines' box is a size container:
 * the layout follows the room the screen gives the lines, not the window (from md the quote form gives them
 * 8/12 of the page). Under the small breakpoint (600 px of room) each line is a card: the description on
 * its own row, quantity, unit price and VAT side by side, then the remove button and the line total. Only
 * the layout changes: same elements in the same order, so focus and keys behave the same.
 */
export const linesContainerSx: SxProps<Theme> = { containerType: 'inline-size', containerName: 'quote-lines' };

const narrow = (theme: Theme) => theme.containerQueries('quote-lines').down('sm');

/** A unit beside a quantity keeps room for the number: a long one ('mètre linéaire') is cut with an ellipsis. */
const lineUnitSx = {
  '& [data-line-unit] > *': { maxWidth: 64, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: '0.875rem' },
} as const;

/**
 * A unit typed in the quantity's box (the quote form): narrow beside the number, in the secondary colour of a
 * unit, and the box shows focus while the unit has it.
 */
const lineUnitFieldSx = {
  '& .MuiInputBase-adornedEnd:has(> [data-line-unit] input)': { pr: 1 },
  '& [data-line-unit] .MuiInputBase-root': { fontSize: '0.875rem', color: 'text.secondary' },
  '& [data-line-unit] input': { width: 52, p: 0, textOverflow: 'ellipsis' },
  // The suggestions open as the unit is typed: Chrome's arrow for them would take half the room.
  '& [data-line-unit] input::-webkit-calendar-picker-indicator': { display: 'none !important' },
  '& .MuiOutlinedInput-root:has([data-line-unit] input:focus) .MuiOutlinedInput-notchedOutline': { borderColor: 'primary.main', borderWidth: 2 },
} as const;

/** On a card, a typed unit goes under the number, inside its box: the number keeps the cell's width. `at`: where the fields are. */
const unitFieldUnderNumber = (at: string) => ({
  [`${at}.MuiInputBase-root:has(> [data-line-unit] input)`]: { flexWrap: 'wrap' },
  [`${at}.MuiInputBase-adornedEnd:has(> [data-line-unit] input)`]: { pr: 0 },
  [`${at}[data-line-unit]:has(input)`]: { order: 1, flexBasis: '100%', height: 'auto', maxHeight: 'none', m: 0, borderTop: 1, borderColor: 'divider' },
  [`${at}[data-line-unit]:has(input) > *`]: { maxWidth: 'none', width: '100%' },
  [`${at}[data-line-unit] .MuiInputBase-root`]: { minHeight: 44 },
  [`${at}[data-line-unit] input`]: { width: '100%', pl: 1.25, pr: 0.5 },
});

/** A line as a card: the grid every narrow line uses. */
const cardGrid = {
  display: 'grid',
  gridTemplateColumns: '68px minmax(0, 1fr) 88px',
  gridTemplateAreas: '"description description description" "quantity unit_price vat" "remove total total"',
  columnGap: 1,
  rowGap: 1,
} as const;

/** Where each kind of cell goes on a card. */
const cells = ['description', 'quantity', 'unit_price', 'vat', 'total', 'total_ttc', 'remove'] as const;
export type LineCell = (typeof cells)[number];
const placed = (selector: string) => Object.fromEntries(cells.map((cell) => [`${selector}[data-cell="${cell}"]`, { gridArea: cell, minWidth: 0 }]));

/**
 * A table of lines (`linesContainerSx` on its container): a row per line while the lines have room, a card
 * per line below. Each cell says its place with `data-cell` (a `LineCell`) and shows its `data-label` (the
 * column header's text) above it on a card. A second line total ('total_ttc') goes on a row of its own.
 */
export const linesTableSx: LinesStyle = (theme) => ({
  '& td': { verticalAlign: 'top', px: 0.5 },
  ...lineUnitSx,
  ...lineUnitFieldSx,
  '& th': { px: 0.5 },
  [narrow(theme)]: {
    display: 'block',
    // The column headers stay for screen readers; each cell shows its own label.
    '& caption': { display: 'block' },
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    '& tbody': { display: 'flex', flexDirection: 'column', gap: 1.5, py: 1 },
    '& tbody tr': { ...cardGrid, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 },
    '& tbody tr:has(> [data-cell="total_ttc"])': {
      gridTemplateAreas: '"description description description" "quantity unit_price vat" "remove total total" "remove total_ttc total_ttc"',
    },
    '& tbody td': { display: 'block', p: '0 !important', border: 0, minWidth: 0, textAlign: 'left', overflowWrap: 'anywhere' },
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
    // A text area (the quote form's description) sits in a padded box already.
    '& tbody td .MuiInputBase-multiline': { px: 1.25 },
    '& tbody td .MuiInputBase-multiline .MuiInputBase-input': { px: 0 },
    '& tbody td .MuiInputBase-adornedEnd': { pr: 1.25 },
    // A typed price's '€' moves into its label: the number gets the room ('12 345,67' shows whole at 375 px).
    '& tbody td[data-cell="unit_price"]:has(input) .MuiInputAdornment-positionEnd': { display: 'none' },
    '& tbody td[data-cell="unit_price"][data-label]:has(input)::before': { content: 'attr(data-label) " (€)"' },
    ...unitFieldUnderNumber('& tbody td '),
    ...placed('& tbody td'),
    '& tbody td:is([data-cell="total"], [data-cell="total_ttc"])': {
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
    // 'Quantité × prix unitaire HT' in one cell takes the quantity's and the price's places.
    '& tbody td[data-cell="quantity_price"]': { gridColumn: '1 / 3', gridRow: 2 },
    '& tbody td[data-cell="remove"]': { alignSelf: 'center' },
    // A finger-sized target (44 px) on a phone.
    '& tbody td[data-cell="remove"] .MuiIconButton-root': { width: 44, height: 44 },
  },
});

/**
 * A line as a box of labelled fields (`linesContainerSx` on the list of lines): one row while the lines have
 * room, a card below. Each child says its place with `data-cell` ('description', 'quantity', 'unit_price',
 * 'vat', 'total', 'remove').
 */
export const lineCardSx: LinesStyle = (theme) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 130px 140px 96px 120px 44px',
  gridTemplateAreas: '"description quantity unit_price vat total remove"',
  columnGap: 1.5,
  rowGap: 1,
  alignItems: 'center',
  ...placed('& > '),
  '& > [data-cell="total"]': { gridArea: 'total', minWidth: 0, textAlign: 'right' },
  // A quantity's unit: beside the number in a row, below it on a card (LineFields).
  ...lineUnitSx,
  ...lineUnitFieldSx,
  '& [data-line-unit-below]': { display: 'none' },
  [narrow(theme)]: {
    ...cardGrid,
    // The fields' boxes line up at the top: a quantity's unit caption below it must not lift it above the price.
    alignItems: 'start',
    '& > :is([data-cell="remove"], [data-cell="total"])': { alignSelf: 'center' },
    // A unit shown (not typed) goes below the field, as a caption.
    '& [data-line-unit]:not(:has(input))': { display: 'none' },
    ...unitFieldUnderNumber('& '),
    '& [data-line-unit-below]': { display: 'block', mt: 0.25, overflowWrap: 'anywhere' },
    // Narrower side padding, so a quantity like '125,5' and a price like '10 045,50' show whole.
    '& .MuiInputBase-input': { px: 1.25 },
    // The description keeps the card's width; a badge beside it (catalogue) goes below it (a flex-gap Stack).
    '& > [data-cell="description"]': { flexWrap: 'wrap', '& > .MuiFormControl-root': { flexBasis: '100%' } },
  },
});
