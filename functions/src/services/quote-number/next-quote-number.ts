import { formatQuoteNumber, parisDay } from '@devis/domain';
import type { Transaction } from '../../store/port';

export interface QuoteCounter {
  user_id: string;
  year: number;
  last_sequence: number;
  [key: string]: unknown;
}

/** One counter per provider and Paris calendar year: counters/{uid}_{year}. */
export function counterId(userId: string, year: number): string {
  return `${userId}_${year}`;
}

/**
 * The provider's next quote number (YYYY-NNN), reserved inside the caller's transaction, so two quotes
 * created at once never share a number. It reads then writes: call it after the transaction's other reads.
 */
export async function nextQuoteNumber(tx: Transaction, userId: string, now: Date): Promise<string> {
  const year = Number(parisDay(now).slice(0, 4));
  const id = counterId(userId, year);
  const counter = await tx.get<QuoteCounter>('counters', id);
  const sequence = (counter?.last_sequence ?? 0) + 1;
  await tx.set<QuoteCounter>('counters', id, { user_id: userId, year, last_sequence: sequence });
  return formatQuoteNumber(year, sequence);
}
