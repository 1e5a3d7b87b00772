import { Link } from 'react-router';
import { Button, Card, CardContent, Stack } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { planStatusQuery } from '../../../api/billing';
import { PlanUsage } from '../../../components/plan-usage';

/** The dashboard's plan card: where the provider stands, and the way to the plans in the profile. */
export function PlanBanner() {
  const { data: status } = useQuery(planStatusQuery());
  if (!status) return null;
  const paid = status.plan === 'pro' || status.plan === 'business';
  const label = paid ? 'Gérer mon abonnement' : status.plan === 'trial' ? 'Choisir un plan' : 'Passer à un plan payant';
  return (
    <Card variant="outlined" component="section" aria-label="Mon abonnement">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <PlanUsage status={status} />
          <Button component={Link} to="/app/profile#abonnement" variant={paid ? 'outlined' : 'contained'} sx={{ flexShrink: 0 }}>
            {label}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
