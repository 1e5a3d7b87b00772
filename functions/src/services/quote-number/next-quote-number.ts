import { FREE_PLAN, formatQuoteNumber, parisDay, parisMonth, planLimitsQuotes, planMessages } from '@devis/domain';
import type { Transaction } from '../../store/port';
import { PlanLimitError } from '../errors';
import { readProviderPlan } from '../plans/plan-record';
import { PLAN_USAGE, planUsageId, type PlanUsageDoc } from '../plans/plan-usage';

export interface QuoteCounter {
  user_id: string;
  year: number;
  last_sequence: number;
  [key: string]: unknown;
}

/**
 * Who makes the quote. `provider`: the provider itself (new, duplicate, sample data, a proposal answering a
 * request), counted against its plan. `client`: a client account's request or a visitor's basket on the
 * public page: never counted nor refused, since the provider did not create it and refusing would lose it
 * a customer.
 */
export type QuoteCreator = 'provider' | 'client';

/** One counter per provider and Paris calendar year: counters/{uid}_{year}. */
export function counterId(userId: string, year: number): string {
  return `${userId}_${year}`;
}

/**
 * The provider's next quote number (YYYY-NNN), reserved inside the caller's transaction, so two quotes
 * created at once never share a number. A quote the provider creates is counted in the same transaction
 * (plan_usage/{uid}_{yyyy-MM}, Paris month) and refused on the Free plan once 5 were created on it this
 * month, so concurrent creations at the limit never let one more through.
 * It reads then writes: call it after the transaction's other reads.
 */
export async function nextQuoteNumber(tx: Transaction, userId: string, now: Date, createdBy: QuoteCreator): Promise<string> {
  const year = Number(parisDay(now).slice(0, 4));
  const id = counterId(userId, year);
  const counter = await tx.get<QuoteCounter>('counters', id);
  let usage: PlanUsageDoc | null = null;
  if (createdBy === 'provider') {
    const { plan } = await readProviderPlan(tx, userId, now);
    const stored = await tx.get<PlanUsageDoc>(PLAN_USAGE, planUsageId(userId, now));
    const limited = planLimitsQuotes(plan);
    const counted = stored?.quotes_counted ?? 0;
    if (limited && counted >= FREE_PLAN.quotesPerMonth!) throw new PlanLimitError(planMessages.quotaReached);
    usage = {
      user_id: userId,
      month: parisMonth(now),
      quotes_created: (stored?.quotes_created ?? 0) + 1,
      quotes_counted: counted + (limited ? 1 : 0),
    };
  }
  const sequence = (counter?.last_sequence ?? 0) + 1;
  await tx.set<QuoteCounter>('counters', id, { user_id: userId, year, last_sequence: sequence });
  if (usage) await tx.set<PlanUsageDoc>(PLAN_USAGE, planUsageId(userId, now), usage);
  return formatQuoteNumber(year, sequence);
}
