import { Box, Grid, Stack, Typography, useToast, usePageTitle } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { dashboardQuery } from '../../../api/dashboard';
import { useQuotesLive } from '../../../api/live';
import { useAddSampleData } from '../../../api/sample-data';
import { StatCounters } from './stat-counters';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { PlanBanner } from './plan-banner';
import { LegalMentionsNotice } from '../../../components/legal-mentions-notice';

export default function DashboardPage() {
  usePageTitle('Tableau de bord');
  useQuotesLive();
  // A failed load is only logged (spec), by the query client.
  const dashboard = useQuery(dashboardQuery());
  const sampleData = useAddSampleData();
  const toast = useToast();

  const addSampleData = () =>
    sampleData.mutate(undefined, {
      onSuccess: () => toast.success('Données de test ajoutées', '3 clients, 5 services et 1 devis exemple ont été créés'),
    });

  return (
    <Box>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          Tableau de bord
        </Typography>
        <PlanBanner />
        <LegalMentionsNotice />
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
