/** Quote numbers are YYYY-NNN, per provider and per year, chronological. */
export function formatQuoteNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(3, '0')}`;
}
