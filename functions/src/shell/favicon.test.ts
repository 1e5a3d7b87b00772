import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FAVICON_HREF } from './favicon';

test("the shell page carries the same inline icon as the functions' own pages, so no page asks for /favicon.ico", () => {
  const shell = readFileSync(path.join(__dirname, '../../../root-config/src/index.html'), 'utf8');
  expect(shell).toContain(`<link rel="icon" href="${FAVICON_HREF}" />`);
  expect(decodeURIComponent(FAVICON_HREF.replace(/^data:image\/svg\+xml,/, ''))).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg'.*<\/svg>$/);
});
