import { Link as RouterLink } from 'react-router';
import { planMessages } from '@devis/domain';
import { Alert, Button } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { planStatusQuery } from '../api/billing';

/** Before a new quote is typed: the Free plan's limit is reached this month (the server would refuse it with 402). */
export function PlanLimitNotice() {
  const { data: status } = useQuery(planStatusQuery());
  if (!status || status.quotes_limit === null || status.quotes_counted < status.quotes_limit) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to="/app/profile#abonnement" color="inherit" size="small">
          Voir les plans
        </Button>
      }
    >
      {planMessages.quotaReached}
    </Alert>
  );
}
