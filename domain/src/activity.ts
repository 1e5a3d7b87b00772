import { RECENT_ACTIVITY_MAX } from './constants';
import type { QuoteStatus } from './quote-status';
import type { ProviderStatus } from './request-loop/provider-status';

/** One row of the dashboard's recent activity (derived, never stored). */
export interface ActivityItem {
  id: string;
  type: 'quote' | 'client' | 'service';
  title: string;
  description: string;
  /** ISO instant of the last change. */
  date: string;
  status?: QuoteStatus;
  /** A quote a client requested: the provider's answer, whose badge replaces the status badge (spec 000 §4). */
  provider_status?: ProviderStatus | null;
}

export function quoteActivity(quote: {
  id: string;
  quote_number: string;
  title: string | null;
  status: QuoteStatus;
  updated_at: string;
  client: { company_name: string } | null;
  client_created?: boolean;
  provider_status?: ProviderStatus | null;
}): ActivityItem {
  const parts = [quote.title, quote.client?.company_name].filter((p): p is string => !!p);
  return {
    id: quote.id,
    type: 'quote',
    title: `Devis ${quote.quote_number}`,
    description: parts.length ? parts.join(' - ') : 'Sans titre',
    date: quote.updated_at,
    status: quote.status,
    ...(quote.client_created && quote.provider_status ? { provider_status: quote.provider_status } : {}),
  };
}

export function clientActivity(client: { id: string; company_name: string; contact_name: string | null; updated_at: string }): ActivityItem {
  return {
    id: client.id,
    type: 'client',
    title: client.company_name,
    description: client.contact_name ? `Client - ${client.contact_name}` : 'Client',
    date: client.updated_at,
  };
}

export function serviceActivity(service: { id: string; name: string; description: string | null; updated_at: string }): ActivityItem {
  return {
    id: service.id,
    type: 'service',
    title: service.name,
    description: service.description ?? 'Service',
    date: service.updated_at,
  };
}

/** Newest first, at most 10 (spec: 5 per entity merged, 10 kept). */
export function mergeActivity(...lists: ActivityItem[][]): ActivityItem[] {
  return lists
    .flat()
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, RECENT_ACTIVITY_MAX);
}
