import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@devis/platform';

/** One state of the page instead of the catalogue: not found, disabled, unreachable, email required. */
export function PageStatus({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: children ? 3 : 0 }}>
        {text}
      </Typography>
      {children && (
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}
