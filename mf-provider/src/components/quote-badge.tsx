import type { QuoteStatus } from '@devis/domain';
import { ProviderStatusBadge, StatusBadge } from '@devis/platform';

/** A quote's badge. Spec 000 §4: on a quote a client requested, the provider's answer badge replaces the status badge. */
export function QuoteBadge({ status, clientCreated, providerStatus }: { status: QuoteStatus; clientCreated?: boolean; providerStatus?: string | null }) {
  return clientCreated && providerStatus ? <ProviderStatusBadge status={providerStatus} /> : <StatusBadge status={status} />;
}
