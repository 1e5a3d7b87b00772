import { CounterCards } from '@devis/platform';
import type { DashboardStats } from '@devis/domain';

const counters: { key: keyof DashboardStats; label: string }[] = [
  { key: 'totalQuotes', label: 'Total devis' },
  { key: 'draftQuotes', label: 'Brouillons' },
  { key: 'sentQuotes', label: 'Envoyés' },
  { key: 'acceptedQuotes', label: 'Acceptés' },
];

export function StatCounters({ stats }: { stats: DashboardStats | undefined }) {
  return <CounterCards counters={counters.map(({ key, label }) => ({ label, value: stats?.[key] }))} />;
}
