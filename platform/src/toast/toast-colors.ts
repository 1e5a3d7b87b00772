/** Toast backgrounds: notistack's defaults (#43a047, #2196f3) are under 4.5:1 with white text, these pass WCAG AA. */
export const toastColors = {
  success: '#047857',
  error: '#B91C1C',
  info: '#1D4ED8',
} as const;
