import { providerStatusLabel, providerStatusTone, quoteStatusLabel, quoteStatusTone, requestStatusLabel, requestStatusTone } from '@devis/domain';
import { BadgeChip } from './badge-chip';

/** Quote status with the spec's label and colour; unknown statuses read as a draft in grey. */
export function StatusBadge({ status }: { status: string }) {
  return <BadgeChip label={quoteStatusLabel(status)} tone={quoteStatusTone(status)} />;
}

/** A provider's answer on a client's quote (provider_status): it replaces the status badge on those quotes. */
export function ProviderStatusBadge({ status }: { status: string | null }) {
  return <BadgeChip label={providerStatusLabel(status)} tone={providerStatusTone(status)} />;
}

/** A quote request's status, with the spec's labels and colours. */
export function RequestStatusBadge({ status }: { status: string }) {
  return <BadgeChip label={requestStatusLabel(status)} tone={requestStatusTone(status)} />;
}
