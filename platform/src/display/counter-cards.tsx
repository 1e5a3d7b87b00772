import { Card, CardContent, Grid, Typography } from '@mui/material';

export interface Counter {
  label: string;
  /** Undefined while loading: shown as '–'. */
  value: number | undefined;
  /** The figure's accessible name when the label alone is ambiguous on its page; the label otherwise. */
  name?: string;
}

/** The row of four counters atop the dashboards and the request list: two by two on a phone. */
export function CounterCards({ counters }: { counters: readonly Counter[] }) {
  return (
    <Grid container spacing={2}>
      {counters.map(({ label, value, name }) => (
        <Grid key={label} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h4" component="p" aria-label={name ?? label}>
                {value ?? '–'}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
