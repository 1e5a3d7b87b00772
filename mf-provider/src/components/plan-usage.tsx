import { planSummary, type PlanStatus } from '@devis/domain';
import { Box, LinearProgress, Typography } from '@devis/platform';

const PLAN_TITLES = { trial: 'Essai gratuit', free: 'Plan Free' } as const;

export function planTitle(status: PlanStatus): string {
  return status.plan === 'trial' || status.plan === 'free' ? PLAN_TITLES[status.plan] : `Plan ${status.plan_name}`;
}

/** Where the provider stands: the plan, then the trial's days, this month's quotes ("3 devis sur 5 ce mois-ci"), or the renewal. */
export function PlanUsage({ status }: { status: PlanStatus }) {
  const limit = status.quotes_limit;
  const used = limit === null ? 0 : Math.min(status.quotes_counted, limit);
  const reached = limit !== null && used >= limit;
  return (
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {planTitle(status)}
      </Typography>
      <Typography color="text.secondary">{planSummary(status)}</Typography>
      {limit !== null && (
        <>
          <LinearProgress
            variant="determinate"
            value={(used / limit) * 100}
            color={reached ? 'warning' : 'primary'}
            aria-label="Devis créés ce mois-ci"
            sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
          />
          {reached && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Limite atteinte : vos devis existants restent accessibles, modifiables et envoyables. Passez à un plan payant pour en créer
              d’autres ce mois-ci.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
