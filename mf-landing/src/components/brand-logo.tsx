import { Box } from '@devis/platform';

/** The Devis mark and name; inline SVG so the header costs no image request. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" sx={{ width: 30, height: 30, flexShrink: 0 }}>
        <rect width="32" height="32" rx="8" fill={inverted ? '#FFFFFF' : '#2563EB'} />
        <path d="M10 8h8l5 5v11a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2z" fill={inverted ? '#2563EB' : '#FFFFFF'} />
        <path d="M12 16h8M12 20h5" stroke={inverted ? '#FFFFFF' : '#2563EB'} strokeWidth="2" strokeLinecap="round" />
        <circle cx="23" cy="23" r="4.5" fill="#10B981" stroke={inverted ? '#2563EB' : '#FFFFFF'} strokeWidth="1.5" />
      </Box>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em', color: inverted ? 'common.white' : 'text.primary' }}
      >
        Devis
      </Box>
    </Box>
  );
}
