/** Brand colours from the issue; also the defaults a provider's quote branding starts from. */
export const brandColors = {
  primary: '#3B82F6',
  secondary: '#64748B',
  accent: '#10B981',
} as const;

/** Shades of the brand blue that pass WCAG AA with white (5.2:1 and 6.7:1): the theme's primary colour. */
export const interactiveBlue = {
  main: '#2563EB',
  dark: '#1D4ED8',
} as const;
