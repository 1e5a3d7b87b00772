import { Card, CardContent, Grid, Typography } from '@devis/platform';
import type { DashboardStats } from '@devis/domain';

const counters: { key: keyof DashboardStats; label: string }[] = [
  { key: 'totalQuotes', label: 'Total devis' },
  { key: 'draftQuotes', label: 'Brouillons' },
  { key: 'sentQuotes', label: 'Envoyés' },
  { key: 'acceptedQuotes', label: 'Acceptés' },
];

export function StatCounters({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <Grid container spacing={2}>
      {counters.map(({ key, label }) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h4" component="p" aria-label={label}>
                {stats ? stats[key] : '–'}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
