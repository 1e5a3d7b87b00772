import { queryOptions } from '@devis/platform/query';
import { sessionApi } from '@devis/platform/session';
import type { ActivityItem, DashboardStats } from '@devis/domain';

export interface Dashboard {
  stats: DashboardStats;
  activity: ActivityItem[];
}

/** Every change to quotes, clients or services invalidates `dashboardKeys.all` (counters, recent activity). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

export function getDashboard(): Promise<Dashboard> {
  return sessionApi.get<Dashboard>('/api/dashboard');
}

/** The spec: a failed dashboard load is only logged (no meta message: the query client logs it). */
export const dashboardQuery = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard });
