import { Box, Link, Typography } from '@mui/material';
import { usePageTitle } from './use-page-title';

/** Same text as the shell's 404 page, for unknown paths inside an app. */
export function NotFoundPage() {
  usePageTitle('Page introuvable');
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        404
      </Typography>
      <Typography sx={{ mb: 2 }}>Oops! Page not found</Typography>
      <Link href="/">Retour à l'accueil</Link>
    </Box>
  );
}
