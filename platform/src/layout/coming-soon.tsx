import { Box, Paper, Typography } from '@mui/material';

export interface ComingSoonProps {
  title: string;
  description?: string;
}

/** Honest placeholder for a screen that a later release delivers. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <Box sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{description ?? 'Cet écran arrive bientôt.'}</Typography>
      </Paper>
    </Box>
  );
}
