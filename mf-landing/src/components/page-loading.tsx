import { Box, Typography } from '@devis/platform';

/**
 * 'Chargement...' while a page chunk loads: CenteredMessage's look with an SVG spinner, as MUI's CircularProgress
 * would be loaded by the home page for a screen it never shows.
 */
export function PageLoading() {
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <Box component="svg" viewBox="0 0 44 44" aria-hidden="true" sx={{ width: 32, height: 32, color: 'primary.main' }}>
        <circle cx="22" cy="22" r="18.2" fill="none" stroke="currentColor" strokeWidth="3.6" strokeDasharray="80 200" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 22 22" to="360 22 22" dur="1.4s" repeatCount="indefinite" />
        </circle>
      </Box>
      <Typography color="text.secondary">Chargement...</Typography>
    </Box>
  );
}
