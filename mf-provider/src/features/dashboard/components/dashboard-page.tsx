import { useEffect } from 'react';
import { Box, Grid, Stack, Typography, useToast } from '@devis/platform';
import { useDashboard } from '../api/get-dashboard';
import { useAddSampleData } from '../api/add-sample-data';
import { StatCounters } from './stat-counters';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';

export default function DashboardPage() {
  const dashboard = useDashboard();
  const sampleData = useAddSampleData();
  const toast = useToast();

  // The spec: statistics and activity failures are only logged.
  useEffect(() => {
    if (dashboard.error) console.error('Dashboard loading failed', dashboard.error);
  }, [dashboard.error]);

  const addSampleData = () =>
    sampleData.mutate(undefined, {
      onSuccess: () => toast.success('Données de test ajoutées', '3 clients, 5 services et 1 devis exemple ont été créés'),
      onError: (e) => toast.error('Erreur', e.message || "Impossible d'ajouter les données de test"),
    });

  return (
    <Box>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          Tableau de bord
        </Typography>
        <StatCounters stats={dashboard.data?.stats} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <RecentActivity items={dashboard.data?.activity ?? []} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <QuickActions onAddSampleData={addSampleData} addingSampleData={sampleData.isPending} />
          </Grid>
        </Grid>
      </Stack>
    </Box>
  );
}
