import { addDays, daysBetween, DEFAULT_VALIDITY_DAYS } from './dates';

type Source = { title: string | null; quote_number: string; quote_date: string | null; valid_until: string | null; client_created?: boolean };

/** 'Dupliquer': the copy's title, unless the provider chose one. */
export function copyTitle(source: Pick<Source, 'title' | 'quote_number'>): string {
  return `Copie de ${source.title || source.quote_number}`;
}

/**
 * The copy's validity keeps the source's length from the copy's date (valid 30 days stays valid 30 days), so a
 * copy is never born expired. None when the provider chose none. A quote a client created from the portal never had
 * one chosen: its copy gets a new quote's validity.
 */
export function copyValidUntil(source: Pick<Source, 'quote_date' | 'valid_until' | 'client_created'>, copyDate: string): string | null {
  if (source.client_created && !source.valid_until) return addDays(copyDate, DEFAULT_VALIDITY_DAYS);
  const length = source.valid_until && source.quote_date ? daysBetween(source.quote_date, source.valid_until) : null;
  return length !== null && length >= 0 ? addDays(copyDate, length) : null;
}
