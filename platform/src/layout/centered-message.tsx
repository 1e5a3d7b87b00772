import { Box, CircularProgress, Typography } from '@mui/material';

/** Full-page waiting screen such as 'Chargement...'. */
export function CenteredMessage({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <CircularProgress size={32} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
