/**
 * The network edge for component tests: a fake of the Firebase Auth emulator's REST endpoints and of /api/**,
 * installed as the page's fetch. Import this module FIRST in a test file: firebase/auth's node build captures
 * `fetch` when it loads.
 */
export interface FakeAccount {
  uid: string;
  email: string;
  password: string;
  role: 'provider' | 'client' | null;
  emailVerified: boolean;
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
}

type ApiResponder = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

const accounts = new Map<string, FakeAccount>();
const oobCodes = new Map<string, string>();
const responders = new Map<string, ApiResponder>();
let signInGate: Promise<void> | null = null;
export const apiCalls: ApiCall[] = [];

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned ID token: the client SDK only decodes it. */
function idToken(account: FakeAccount): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://securetoken.google.com/demo-devis',
    aud: 'demo-devis',
    auth_time: now,
    user_id: account.uid,
    sub: account.uid,
    iat: now,
    exp: now + 3600,
    email: account.email,
    email_verified: account.emailVerified,
    ...(account.role ? { role: account.role } : {}),
    firebase: { sign_in_provider: 'password', identities: { email: [account.email] } },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const authError = (message: string) => json(400, { error: { code: 400, message, errors: [{ message }] } });

function byUid(uid: string): FakeAccount | undefined {
  return [...accounts.values()].find((a) => a.uid === uid);
}

function uidOfToken(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { user_id: string }).user_id;
}

function tokens(account: FakeAccount) {
  return { idToken: idToken(account), refreshToken: `refresh-${account.uid}`, expiresIn: '3600' };
}

function userRecord(account: FakeAccount) {
  return {
    localId: account.uid,
    email: account.email,
    emailVerified: account.emailVerified,
    providerUserInfo: [{ providerId: 'password', email: account.email, rawId: account.email }],
    createdAt: '1700000000000',
    lastLoginAt: '1700000000000',
  };
}

async function handleAuth(url: URL, body: Record<string, unknown>, rawBody: string): Promise<Response> {
  const endpoint = url.pathname.split('/').pop() ?? '';
  if (endpoint === 'accounts:signInWithPassword') {
    if (signInGate) await signInGate;
    const account = accounts.get(String(body.email).toLowerCase());
    if (!account || account.password !== body.password) return authError('INVALID_LOGIN_CREDENTIALS');
    return json(200, { kind: 'identitytoolkit#VerifyPasswordResponse', localId: account.uid, email: account.email, registered: true, ...tokens(account) });
  }
  if (endpoint === 'accounts:lookup') {
    const account = byUid(uidOfToken(String(body.idToken)));
    return account ? json(200, { users: [userRecord(account)] }) : authError('USER_NOT_FOUND');
  }
  if (endpoint === 'token') {
    const refresh = new URLSearchParams(rawBody).get('refresh_token') ?? '';
    const account = byUid(refresh.replace(/^refresh-/, ''));
    if (!account) return authError('INVALID_REFRESH_TOKEN');
    const t = tokens(account);
    return json(200, { access_token: t.idToken, id_token: t.idToken, refresh_token: t.refreshToken, expires_in: t.expiresIn, user_id: account.uid, project_id: 'demo-devis' });
  }
  if (endpoint === 'accounts:update' && typeof body.oobCode === 'string') {
    const email = oobCodes.get(body.oobCode);
    const account = email ? accounts.get(email) : undefined;
    if (!account) return authError('INVALID_OOB_CODE');
    account.emailVerified = true;
    oobCodes.delete(body.oobCode);
    return json(200, { email: account.email, emailVerified: true });
  }
  return authError(`UNHANDLED_${endpoint}`);
}

/**
 * What the provider and client frames ask on every screen (the unread count beside 'Messages' reads the first page
 * of conversations): no conversation, unless the test answers these paths itself. A test about another screen
 * then logs no failed request.
 */
const noConversations: ApiResponder = () => ({ status: 200, body: { items: [], nextCursor: null } });
const backgroundAnswers = new Map<string, ApiResponder>([
  ['GET /api/conversations', noConversations],
  ['GET /api/client/conversations', noConversations],
]);

async function handleApi(method: string, path: string, init: RequestInit | undefined): Promise<Response> {
  const headers = new Headers(init?.headers);
  const rawBody = typeof init?.body === 'string' ? init.body : undefined;
  const call: ApiCall = { method, path, body: rawBody ? JSON.parse(rawBody) : undefined, authorization: headers.get('Authorization') };
  apiCalls.push(call);
  // An answer for the exact path (query string included), else one for the path whatever its query.
  const responder = responders.get(`${method} ${path}`) ?? responders.get(`${method} ${path.split('?')[0]}`) ?? backgroundAnswers.get(`${method} ${path.split('?')[0]}`);
  if (!responder) return json(404, { error: { code: 'NOT_FOUND', message: 'Ressource introuvable' } });
  const answer = await responder(call);
  return json(answer.status, answer.body);
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, 'http://localhost');
  const rawBody = typeof init?.body === 'string' ? init.body : '';
  if (url.pathname.includes('identitytoolkit') || url.pathname.includes('securetoken')) {
    let body: Record<string, unknown> = {};
    try {
      body = rawBody ? (JSON.parse(rawBody) as Record<string, unknown>) : {};
    } catch {
      // the token endpoint is form-encoded
    }
    return handleAuth(url, body, rawBody);
  }
  return handleApi((init?.method ?? 'GET').toUpperCase(), `${url.pathname}${url.search}`, init);
}

globalThis.fetch = fakeFetch as typeof fetch;

export const fakeBackend = {
  addAccount(account: Omit<FakeAccount, 'uid'> & { uid?: string }): FakeAccount {
    const full = { uid: account.uid ?? `uid-${accounts.size + 1}`, ...account, email: account.email.toLowerCase() };
    accounts.set(full.email, full);
    return full;
  },
  /** A verification code the fake accepts once, as the emulator's oobCodes would. */
  addVerificationCode(code: string, email: string) {
    oobCodes.set(code, email.toLowerCase());
  },
  /** Answers `method path`; a path without a query string also answers that path with any query. */
  respond(method: string, path: string, responder: ApiResponder) {
    responders.set(`${method} ${path}`, responder);
  },
  callsTo(method: string, path: string): ApiCall[] {
    return apiCalls.filter((c) => c.method === method && c.path === path);
  },
  /** The calls to a path whatever their query string, with their query parameters. */
  callsToPath(method: string, path: string): (ApiCall & { query: URLSearchParams })[] {
    return apiCalls
      .filter((c) => c.method === method && c.path.split('?')[0] === path)
      .map((c) => ({ ...c, query: new URLSearchParams(c.path.split('?')[1] ?? '') }));
  },
  /** Holds sign-in answers until the returned function is called. */
  holdSignIn(): () => void {
    let release: () => void = () => undefined;
    signInGate = new Promise((resolve) => (release = resolve));
    return () => {
      signInGate = null;
      release();
    };
  },
  reset() {
    signInGate = null;
    accounts.clear();
    oobCodes.clear();
    responders.clear();
    apiCalls.length = 0;
  },
};
