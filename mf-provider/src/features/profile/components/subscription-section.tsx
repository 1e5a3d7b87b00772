import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PAID_PLANS, PLAN_FEATURES, formatMoney, subscriptionIsLive, type PaidPlanId, type PlanStatus } from '@devis/domain';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography, useToast } from '@devis/platform';
import { useQuery, useQueryClient } from '@devis/platform/query';
import { billingKeys, planStatusQuery, useOpenBillingPortal, useStartCheckout } from '../../../api/billing';
import { PlanUsage } from '../../../components/plan-usage';
import { ChangePlan } from './change-plan';

/** How long the page waits for the payment's event after coming back from checkout. */
const ACTIVATION_WAIT_MS = 60_000;

const isPaid = (s: PlanStatus | undefined) => s?.plan === 'pro' || s?.plan === 'business';

/**
 * 'Abonnement' (#abonnement): the plan, the offers and their checkout, or the subscription and its portal.
 * Back from checkout (?abonnement=confirme) the plan changes only when the billing provider's verified
 * event has arrived: until then it says so and asks again every 2 s.
 */
export function SubscriptionSection() {
  const location = useLocation();
  const navigate = useNavigate();
  const outcome = new URLSearchParams(location.search).get('abonnement');
  const waiting = outcome === 'confirme';
  const since = useRef(Date.now());
  const { data: status } = useQuery({
    ...planStatusQuery(),
    refetchInterval: (query) => (waiting && !isPaid(query.state.data) && Date.now() - since.current < ACTIVATION_WAIT_MS ? 2000 : false),
  });
  const checkout = useStartCheckout();
  const portal = useOpenBillingPortal();
  const toast = useToast();
  const queryClient = useQueryClient();
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (location.hash === '#abonnement') section.current?.scrollIntoView?.({ block: 'start' });
  }, [location.hash, status !== undefined]);

  useEffect(() => {
    if (waiting && isPaid(status)) {
      toast.success('Abonnement activé', `Plan ${status!.plan_name} : vos devis sont illimités.`);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      navigate({ pathname: location.pathname, hash: 'abonnement' }, { replace: true });
    }
  }, [waiting, status?.plan]);

  const live = status?.subscription && subscriptionIsLive(status.subscription.status);
  return (
    <Card variant="outlined" component="section" aria-labelledby="abonnement-title" id="abonnement" ref={section} sx={{ scrollMarginTop: (theme) => theme.spacing(10) }}>
      <CardContent>
        <Typography id="abonnement-title" variant="h6" component="h2" gutterBottom>
          Abonnement
        </Typography>
        {!status ? (
          <Typography color="text.secondary">Chargement...</Typography>
        ) : (
          <Stack spacing={2}>
            {waiting && !isPaid(status) && <Alert severity="info">Paiement reçu, activation de votre abonnement en cours…</Alert>}
            {outcome === 'annule' && <Alert severity="info">Paiement annulé : votre plan n’a pas changé.</Alert>}
            <PlanUsage status={status} />
            {live ? (
              <Box>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' } }}>
                  <Button variant="outlined" onClick={() => portal.mutate()} disabled={portal.isPending}>
                    {portal.isPending ? 'Ouverture...' : 'Gérer mon abonnement'}
                  </Button>
                  {!status.subscription?.cancel_at_period_end && <ChangePlan status={status} />}
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Résiliation, moyen de paiement et factures, sur l’espace de facturation.
                </Typography>
              </Box>
            ) : (
              <Grid container spacing={2}>
                {(Object.keys(PAID_PLANS) as PaidPlanId[]).map((id) => (
                  <Grid key={id} size={{ xs: 12, sm: 6 }}>
                    <Offer id={id} onChoose={() => checkout.mutate(id)} pending={checkout.isPending && checkout.variables === id} disabled={checkout.isPending} />
                  </Grid>
                ))}
                {status.can_manage_billing && (
                  <Grid size={12}>
                    <Button size="small" onClick={() => portal.mutate()} disabled={portal.isPending}>
                      Voir mes factures
                    </Button>
                  </Grid>
                )}
              </Grid>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function Offer({ id, onChoose, pending, disabled }: { id: PaidPlanId; onChoose: () => void; pending: boolean; disabled: boolean }) {
  const offer = PAID_PLANS[id];
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {offer.name}
      </Typography>
      <Typography>
        <Box component="span" sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
          {formatMoney(offer.monthlyPriceHt)}
        </Box>{' '}
        HT / mois
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', flexGrow: 1 }}>
        {[...PLAN_FEATURES[id], 'Résiliable à tout moment, sans frais'].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onChoose} disabled={disabled}>
        {pending ? 'Ouverture du paiement...' : `Passer au plan ${offer.name}`}
      </Button>
    </Box>
  );
}
