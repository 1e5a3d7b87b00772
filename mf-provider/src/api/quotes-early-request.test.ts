import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { listUrl } from './lists';
import { quotesFilterOf, QUOTES_PAGE_SIZE } from './quotes';

// The shell asks for /app/quotes's first page before the app loads (root-config/src/index.html); the app
// takes that answer only when it asks for the very same URL, so the two must stay equal.
const html = readFileSync(path.join(__dirname, '../../../root-config/src/index.html'), 'utf8');

/** Runs the shell's early-request script on a page URL with a saved session; answers what it fetched. */
function earlyFetches(pathname: string, search: string): string[] {
  const script = /<script id="devis-early-request">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const saved = { uid: 'uid-pro', stsTokenManager: { accessToken: 'token', expirationTime: Date.now() + 3_600_000 } };
  const storage = new Map([['firebase:authUser:key:[DEFAULT]', JSON.stringify(saved)]]);
  const fetched: string[] = [];
  vm.runInNewContext(script, {
    location: { pathname, search },
    localStorage: { length: storage.size, key: (i: number) => [...storage.keys()][i] ?? null, getItem: (k: string) => storage.get(k) ?? null },
    fetch: (url: string) => {
      fetched.push(url);
      return new Promise(() => undefined);
    },
    window: {},
    Date,
    JSON,
  });
  return fetched;
}

test("the shell's early request for /app/quotes is the first page the quotes loader asks for", () => {
  expect(earlyFetches('/app/quotes', '')).toEqual([listUrl('/api/quotes', { ...quotesFilterOf(new URLSearchParams()), limit: QUOTES_PAGE_SIZE, cursor: null })]);
});

test('a filtered list (its search or status in the URL) asks for another page: the shell does not fetch the unfiltered one', () => {
  expect(earlyFetches('/app/quotes', '?status=sent')).toEqual([]);
  expect(earlyFetches('/app/quotes', '?search=martin')).toEqual([]);
  expect(earlyFetches('/app/clients', '')).toEqual([]);
});
