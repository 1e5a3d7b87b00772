/** Brand colours from the issue; also the defaults a provider's quote branding starts from. */
export const brandColors = {
  primary: '#3B82F6',
  secondary: '#64748B',
  accent: '#10B981',
} as const;
