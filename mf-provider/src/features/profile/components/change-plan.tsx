import { useState } from 'react';
import { PAID_PLANS, formatMoney, planMessages, type PaidPlanId, type PlanStatus } from '@devis/domain';
import { Button, ConfirmDialog, useToast } from '@devis/platform';
import { useChangePlan } from '../../../api/billing';

/** 'Passer au plan Business' (or Pro) for a live subscription: confirmed in a dialog, applied at once, prorated. */
export function ChangePlan({ status }: { status: PlanStatus }) {
  const [open, setOpen] = useState(false);
  const change = useChangePlan();
  const toast = useToast();
  const target = (Object.keys(PAID_PLANS) as PaidPlanId[]).find((id) => id !== status.subscription?.plan);
  if (!target) return null;
  const offer = PAID_PLANS[target];
  const confirm = () =>
    change.mutate(target, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Plan modifié', planMessages.changed(offer.name));
      },
    });
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Passer au plan {offer.name}
      </Button>
      <ConfirmDialog
        open={open}
        title={`Passer au plan ${offer.name}`}
        message={planMessages.changeTerms(offer.name, formatMoney(offer.monthlyPriceHt))}
        confirmLabel={change.isPending ? 'Changement...' : 'Confirmer le changement'}
        tone="primary"
        pending={change.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
