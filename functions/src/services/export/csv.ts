import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { formatDate, formatDateTime } from '@devis/domain';

/**
 * CSV files that open as columns in French Excel and LibreOffice: UTF-8 with a BOM (else Excel reads
 * Windows-1252), `;` between fields (the French list separator), CRLF line ends, numbers with a decimal
 * comma and no thousands separator (so they stay numbers), dates as dd/MM/yyyy (Paris).
 */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** 123456 cents → '1234,56' */
export function csvAmount(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** 1.5 → '1,5'; 20 → '20' */
export function csvNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'; an instant → 'dd/MM/yyyy HH:mm' (Paris). */
export const csvDay = (day: string | null | undefined): string => (day ? formatDate(day) : '');
export const csvInstant = (at: string | null | undefined): string => (at ? formatDateTime(at) : '');

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe,
 * as OWASP advises for CSV injection: a client named "=HYPERLINK(...)" stays text.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The rows as a CSV stream (pulled page by page from `rows`: bounded memory). */
export function csvStream<T>(columns: CsvColumn<T>[], rows: AsyncIterable<T>): Readable {
  const out = stringify({
    delimiter: ';',
    bom: true,
    header: true,
    record_delimiter: 'windows',
    // A lone line feed is not the record delimiter, so csv-stringify would leave it bare and split the row.
    quoted_match: /[\r\n]/,
    columns: columns.map((c, i) => ({ key: String(i), header: c.header })),
  });
  async function* records() {
    for await (const row of rows) {
      const record: Record<string, string> = {};
      columns.forEach((c, i) => {
        const v = c.value(row);
        record[String(i)] = typeof v === 'number' ? String(v) : safeCell(v ?? '');
      });
      yield record;
    }
  }
  const source = Readable.from(records());
  source.on('error', (e) => out.destroy(e));
  return source.pipe(out);
}
