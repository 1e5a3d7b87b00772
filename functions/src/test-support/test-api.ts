import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ClientAccount, ProviderProfile } from '@devis/domain';
import { createApp } from '../http/app';
import type { Deps } from '../services/context';
import type { AnyRoute } from '../http/route';
import { routes as allRoutes } from '../http/routes';
import { createStore } from '../store/create-store';
import { OutboxMailer } from '../mail/outbox-mailer';
import type { Mailer } from '../mail/port';
import { listOutbox, type StoredMail } from '../mail/outbox-reader';
import { LocalFiles } from '../files/local-files';
import type { Billing } from '../billing/port';
import { LocalBilling } from '../billing/local-billing';
import { newProviderProfile } from '../services/identity/new-provider-profile';
import { createPublicProviderApp } from '../http/public-provider-app';
import { PUBLIC_PROVIDER_PATH } from '../http/public-provider.routes';
import { VisitorCookies } from '../http/visitor-cookie';
import { authEmulatorHost, createAuthUser, signIn } from './auth-emulator';
import { checkingIndexes } from './firestore-index-check';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Someone calling the API over HTTP: anonymous (no token) or a signed-in user. */
export interface ApiCaller {
  uid: string | null;
  email: string | null;
  password: string | null;
  token: string | null;
  request<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  get<T = any>(path: string): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  put<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  patch<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  del<T = any>(path: string): Promise<ApiResponse<T>>;
  /** Signs in again (new token with the current claims and email_verified). */
  refresh(): Promise<void>;
}

export interface ProviderCaller extends ApiCaller {
  uid: string;
  profile: ProviderProfile;
}

export interface ClientCaller extends ApiCaller {
  uid: string;
  account: ClientAccount;
}

export interface TestApi {
  /** e.g. http://127.0.0.1:41234 — paths include /api (the api function) or /fn/public-provider. */
  baseUrl: string;
  deps: Deps;
  dataDir: string;
  anonymous(): ApiCaller;
  /** A confirmed provider with a default profile (unless emailVerified: false). */
  asProvider(options?: { emailVerified?: boolean; companyName?: string }): Promise<ProviderCaller>;
  /** A client account holder. */
  asClient(options?: { name?: string; companyName?: string | null; phone?: string | null }): Promise<ClientCaller>;
  /** Mails sent through the API, newest first. */
  outbox(): Promise<StoredMail[]>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  routes?: AnyRoute[];
  now?: () => Date;
  mailer?: Mailer;
  /** Default: the local checkout pages' adapter (a StripeBilling against a fake Stripe in the billing tests). */
  billing?: (deps: { store: Deps['store']; now: () => Date; publicOrigin: string }) => Billing;
  /** As behind that many appending proxies (default 0: the TCP peer). */
  trustedProxyHops?: number;
  /** The PUBLIC_PROVIDER flag (default off, as in production). */
  publicProvider?: boolean;
  /** How long GET /api/live holds a request (default 25 s as deployed). */
  liveHoldMs?: number;
}

/**
 * Starts the real API app on a free loopback port with a fresh SQLite folder and outbox, and beside it
 * the publicProvider function at /fn/public-provider (its visitor cookies signed with a random key).
 * Needs the Auth emulator (throws a clear error without it). Call in beforeAll, close in afterAll.
 */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  authEmulatorHost();
  process.env['DEVIS_QUIET_LOGS'] ??= '1';
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'devis-api-test-'));
  const now = options.now ?? (() => new Date());
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const store = checkingIndexes(createStore({ ...process.env, STORE: 'sqlite', DEVIS_DATA_DIR: dataDir }));
  const deps: Deps = {
    store,
    mailer: options.mailer ?? new OutboxMailer(path.join(dataDir, 'outbox'), now),
    files: new LocalFiles(path.join(dataDir, 'files'), baseUrl),
    billing: (options.billing ?? ((d) => new LocalBilling(d)))({ store, now, publicOrigin: baseUrl }),
    now,
    publicOrigin: baseUrl,
    features: { PUBLIC_PROVIDER: options.publicProvider ?? false },
    supportEmail: 'support@devis.test',
    ...(options.liveHoldMs !== undefined ? { liveHoldMs: options.liveHoldMs } : {}),
  };
  const trustedProxyHops = options.trustedProxyHops ?? 0;
  const apiApp = createApp(deps, options.routes ?? allRoutes, '/api', { trustedProxyHops });
  const cookies = new VisitorCookies({ secret: randomBytes(32), secure: false, now });
  const publicProviderApp = createPublicProviderApp(deps, cookies, { trustedProxyHops });
  server.on('request', (req, res) => (req.url?.startsWith(PUBLIC_PROVIDER_PATH) ? publicProviderApp(req, res) : apiApp(req, res)));
  server.keepAliveTimeout = 1000;

  const caller = (identity: { uid: string; email: string; password: string } | null, token: string | null): ApiCaller => {
    const c: ApiCaller = {
      uid: identity?.uid ?? null,
      email: identity?.email ?? null,
      password: identity?.password ?? null,
      token,
      async request(method, p, body, headers = {}) {
        const res = await fetch(`${baseUrl}${p}`, {
          method: method.toUpperCase(),
          headers: {
            ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
          ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
        });
        const text = await res.text();
        let parsed: unknown = text;
        if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
        return { status: res.status, body: parsed as any, headers: res.headers };
      },
      get: (p) => c.request('GET', p),
      post: (p, body) => c.request('POST', p, body ?? {}),
      put: (p, body) => c.request('PUT', p, body ?? {}),
      patch: (p, body) => c.request('PATCH', p, body ?? {}),
      del: (p) => c.request('DELETE', p),
      async refresh() {
        if (identity) c.token = await signIn(identity.email, identity.password);
      },
    };
    return c;
  };

  return {
    baseUrl,
    deps,
    dataDir,
    anonymous: () => caller(null, null),
    async asProvider(o = {}) {
      const companyName = o.companyName ?? 'Atelier Test';
      const user = await createAuthUser({ role: 'provider', emailVerified: o.emailVerified ?? true, displayName: companyName });
      const profile = newProviderProfile({ uid: user.uid, email: user.email, company_name: companyName, now: now(), emailVerified: o.emailVerified ?? true });
      await deps.store.set('profiles', user.uid, { ...profile });
      return Object.assign(caller(user, await signIn(user.email, user.password)), { uid: user.uid, profile });
    },
    async asClient(o = {}) {
      const name = o.name ?? 'Camille Test';
      const user = await createAuthUser({ role: 'client', emailVerified: false, displayName: name });
      const at = now().toISOString();
      const account: ClientAccount = {
        id: user.uid,
        email: user.email,
        name,
        company_name: o.companyName ?? null,
        phone: o.phone ?? null,
        avatar_url: null,
        created_at: at,
        updated_at: at,
      };
      await deps.store.set('client_accounts', user.uid, { ...account });
      return Object.assign(caller(user, await signIn(user.email, user.password)), { uid: user.uid, account });
    },
    outbox: () => listOutbox(path.join(dataDir, 'outbox')),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await deps.store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
