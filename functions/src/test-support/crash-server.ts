/**
 * The API and the sendQuote function on one SQLite folder, in a process of its own: crash-safety.test.ts
 * bundles this file, starts it, kills it with SIGKILL in the middle of writes, and starts it again.
 * Env: DEVIS_DATA_DIR (the store and outbox), FIREBASE_AUTH_EMULATOR_HOST. Prints "listening <port>".
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from '../http/app';
import { routes } from '../http/routes';
import { SEND_QUOTE_PATH, sendQuoteRoutes } from '../http/sending.routes';
import { createStore } from '../store/create-store';
import { OutboxMailer } from '../mail/outbox-mailer';
import { LocalFiles } from '../files/local-files';
import { LocalBilling } from '../billing/local-billing';
import { FEATURE_DEFAULTS } from '@devis/domain';
import type { Deps } from '../services/context';

const dataDir = process.env['DEVIS_DATA_DIR']!;
const now = () => new Date();
const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const store = createStore({ ...process.env, STORE: 'sqlite', DEVIS_DATA_DIR: dataDir });
  const deps: Deps = {
    store,
    mailer: new OutboxMailer(path.join(dataDir, 'outbox'), now),
    files: new LocalFiles(path.join(dataDir, 'files'), baseUrl),
    billing: new LocalBilling({ store, now, publicOrigin: baseUrl }),
    now,
    publicOrigin: baseUrl,
    features: { ...FEATURE_DEFAULTS },
    supportEmail: 'contact@test.devis.local',
  };
  const all = [...routes, ...sendQuoteRoutes.map((r) => ({ ...r, path: SEND_QUOTE_PATH }))];
  server.on('request', createApp(deps, all, '/api', { trustedProxyHops: 0 }));
  console.log(`listening ${baseUrl}`);
});
