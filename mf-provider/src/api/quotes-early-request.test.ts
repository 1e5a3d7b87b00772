import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listUrl } from './lists';
import { allQuotes, QUOTES_PAGE_SIZE } from './quotes';

// The shell asks for /app/quotes's first page before the app loads (root-config/src/index.html); the app
// takes that answer only when it asks for the very same URL, so the two must stay equal.
test("the shell's early request for /app/quotes is the first page the quotes loader asks for", () => {
  const html = readFileSync(path.join(__dirname, '../../../root-config/src/index.html'), 'utf8');
  const early = /'\/app\/quotes': '([^']+)'/.exec(html)?.[1];
  expect(early).toBe(listUrl('/api/quotes', { ...allQuotes, limit: QUOTES_PAGE_SIZE, cursor: null }));
});
