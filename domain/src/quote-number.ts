/** Quote numbers are YYYY-NNN, per provider and per year, chronological. */
export function formatQuoteNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(3, '0')}`;
}

export function parseQuoteNumber(number: string): { year: number; sequence: number } | null {
  const m = /^(\d{4})-(\d{3,})$/.exec(number);
  return m ? { year: Number(m[1]), sequence: Number(m[2]) } : null;
}
