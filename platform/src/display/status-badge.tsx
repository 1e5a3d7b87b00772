import { quoteStatusLabel, quoteStatusTone } from '@devis/domain';
import { BadgeChip } from './badge-chip';

/** Quote status with the spec's label and colour; unknown statuses read as a draft in grey. */
export function StatusBadge({ status }: { status: string }) {
  return <BadgeChip label={quoteStatusLabel(status)} tone={quoteStatusTone(status)} />;
}
