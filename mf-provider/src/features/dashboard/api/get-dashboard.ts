import { useQuery } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { ActivityItem, DashboardStats } from '@devis/domain';

export interface Dashboard {
  stats: DashboardStats;
  activity: ActivityItem[];
}

export const dashboardPath = '/api/dashboard';

export function getDashboard(api: Pick<SessionApi, 'get'>): Promise<Dashboard> {
  return api.get<Dashboard>(dashboardPath);
}

export function useDashboard() {
  const api = useApi();
  return useQuery({ queryKey: [dashboardPath], queryFn: () => getDashboard(api) });
}
