import { buffer } from 'node:stream/consumers';
import { csvStream, type CsvColumn } from './csv';

/** The file's exact text (TextDecoder would drop the BOM). */
const text = async (stream: NodeJS.ReadableStream) => (await buffer(stream)).toString('utf8');

async function* rowsOf<T>(rows: T[]) {
  for (const row of rows) yield row;
}

const columns: CsvColumn<{ message: string; amount: number }>[] = [
  { header: 'Message', value: (r) => r.message },
  { header: 'Montant', value: (r) => r.amount },
];

test('a cell with a line break, a semicolon or a quote is quoted, so each record stays one spreadsheet row', async () => {
  const csv = await text(csvStream(columns, rowsOf([{ message: 'Bonjour,\nLigne 2', amount: 1 }, { message: 'Windows\r\nfin', amount: 2 }, { message: 'a ; "b"', amount: 3 }])));
  expect(csv).toBe('\uFEFFMessage;Montant\r\n"Bonjour,\nLigne 2";1\r\n"Windows\r\nfin";2\r\n"a ; ""b""";3\r\n');
});

test('a cell a spreadsheet would run as a formula is written as text', async () => {
  const csv = await text(csvStream(columns, rowsOf([{ message: '=HYPERLINK("x")', amount: 1 }])));
  expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")";1`);
});
