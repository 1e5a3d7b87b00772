import { parisMonth } from '@devis/domain';

/** `plan_usage/{uid}_{yyyy-MM}`: quotes a provider created in a Paris calendar month. */
export const PLAN_USAGE = 'plan_usage';

export interface PlanUsageDoc {
  user_id: string;
  month: string;
  /** Every quote the provider created this month, whatever the plan. */
  quotes_created: number;
  /** Those created while on the Free plan: what its 5-a-month limit counts. */
  quotes_counted: number;
  [key: string]: unknown;
}

export function planUsageId(uid: string, now: Date): string {
  return `${uid}_${parisMonth(now)}`;
}
