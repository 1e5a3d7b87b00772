// The stage of a bench that times API calls: the functions bundled (the app, its routes, the token cache and the
// SQLite store, plus what the bench names), a store in a temporary folder, then the real app served over HTTP
// with its tokens trusted, and what every such bench does with it: time a call, GET with a token, clean up.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadFunctionsBundle } from './functions-bundle.mjs';
import { percentile, timeRuns } from './stats.mjs';
import { trustToken } from './trusted-token.mjs';

const APP_EXPORTS = `
export { createApp } from './src/http/app';
export { routes } from './src/http/routes';
export { tokenCache } from './src/http/auth';
export { SqliteStore } from './src/store/sqlite-store';
`;

/** Bundles the app with `entry` (more `export … from` lines) and opens a store: { server, store, stop }. */
export async function apiBench(name, entry) {
  const work = await mkdtemp(path.join(os.tmpdir(), `devis-bench-${name}-`));
  const bundle = await loadFunctionsBundle(name, APP_EXPORTS + entry);
  const server = bundle.exports;
  const store = new server.SqliteStore(path.join(work, 'devis.sqlite'));
  let http = null;
  return {
    server,
    store,
    /**
     * Serves the app on `deps`, trusting each token of `tokens` ({ token: claims }). Returns `get(token, url)`
     * (the JSON body; throws on anything but 200) and `timed(once, { warmup, runs })`: p50, p99 and the reads
     * Firestore would bill for one call (counted on the second call, after a warm-up one).
     */
    async serve(deps, tokens) {
      for (const [token, claims] of Object.entries(tokens)) trustToken(server.tokenCache, token, claims);
      process.env.DEVIS_QUIET_LOGS = '1';
      http = createServer(server.createApp(deps, server.routes));
      // fetch keeps sockets alive between requests: keep them open on this side too.
      http.keepAliveTimeout = 60_000;
      await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${http.address().port}`;
      const get = async (token, url) => {
        const res = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
        const body = await res.json();
        if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${JSON.stringify(body)}`);
        return body;
      };
      const timed = async (once, { warmup, runs }) => {
        await once();
        const before = store.usage().reads;
        await once();
        const reads = store.usage().reads - before;
        const { times } = await timeRuns(once, { warmup, runs });
        return { p50: percentile(times, 50), p99: percentile(times, 99), reads };
      };
      return { base, get, timed };
    },
    async stop() {
      if (http) {
        http.closeAllConnections();
        await new Promise((resolve) => http.close(resolve));
      }
      await store.close();
      await rm(work, { recursive: true, force: true });
      await bundle.remove();
    },
  };
}
