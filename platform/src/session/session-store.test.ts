// The page's session before and after Firebase's check of the saved one (session-store.ts).
import type { Session } from './session-context';

let firebaseAnswers: (user: unknown) => void = () => undefined;
let ready: () => void = () => undefined;
const auth = { currentUser: null as unknown, authStateReady: () => new Promise<void>((resolve) => (ready = resolve)) };

// The SDK as firebase-auth.ts loads it (on demand).
const sdk = {
  getFirebaseAuth: () => auth,
  onIdTokenChanged: (_auth: unknown, next: (user: unknown) => void) => {
    firebaseAnswers = next;
    return () => undefined;
  },
};
let mockSdkLoads = 0;
jest.mock('./firebase-auth', () => ({
  loadFirebase: async () => {
    mockSdkLoads++;
    return sdk;
  },
  firebaseAuth: async () => auth,
  loadedFirebaseAuth: () => auth,
}));

const token = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const firebaseUser = (uid: string) => ({
  uid,
  email: 'marie@atelier.fr',
  emailVerified: true,
  displayName: null,
  getIdTokenResult: async () => ({ claims: { role: 'provider' } }),
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function freshStore() {
  jest.resetModules();
  return import('./session-store');
}

beforeEach(() => {
  localStorage.clear();
  auth.currentUser = null;
  mockSdkLoads = 0;
});

test('with a saved session, the SDK loads once the page is idle, not during its first render', async () => {
  localStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', JSON.stringify({ uid: 'u1', stsTokenManager: { accessToken: token({ role: 'provider' }) } }));
  const store = await freshStore();
  expect(store.currentSession().status).toBe('signed-in');
  await Promise.resolve();
  expect(mockSdkLoads).toBe(0);
  await tick();
  expect(mockSdkLoads).toBe(1);
});

test('without a saved session, the SDK loads at once', async () => {
  const store = await freshStore();
  store.currentSession();
  expect(mockSdkLoads).toBe(1);
});

test('with a saved session, loaders get it at once; Firebase confirming it changes nothing', async () => {
  localStorage.setItem(
    'firebase:authUser:demo-key:[DEFAULT]',
    JSON.stringify({ uid: 'u1', email: 'marie@atelier.fr', emailVerified: true, displayName: null, stsTokenManager: { accessToken: token({ role: 'provider' }) } }),
  );
  const store = await freshStore();
  const session: Session = await store.readSession(); // Firebase has not answered: authStateReady never resolved
  expect(session).toEqual({ status: 'signed-in', user: { uid: 'u1', email: 'marie@atelier.fr', emailVerified: true, role: 'provider', displayName: null } });
  const listener = jest.fn();
  store.subscribeSession(listener);
  await tick(); // the SDK loads (on demand) and starts watching
  auth.currentUser = firebaseUser('u1');
  firebaseAnswers(auth.currentUser);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(listener).not.toHaveBeenCalled();
  expect(store.currentSession()).toBe(session);
});

test('a saved session Firebase no longer knows: the page is signed out', async () => {
  localStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', JSON.stringify({ uid: 'u1', stsTokenManager: { accessToken: token({ role: 'provider' }) } }));
  const store = await freshStore();
  expect(store.currentSession().status).toBe('signed-in');
  const listener = jest.fn();
  store.subscribeSession(listener);
  await tick();
  firebaseAnswers(null);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(listener).toHaveBeenCalled();
  expect(store.currentSession()).toEqual({ status: 'signed-out', user: null });
});

test('without a saved session, loaders wait for Firebase', async () => {
  const store = await freshStore();
  expect(store.currentSession().status).toBe('loading');
  let settled: Session | null = null;
  void store.readSession().then((session) => (settled = session));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(settled).toBeNull();
  firebaseAnswers(null);
  ready();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(settled).toEqual({ status: 'signed-out', user: null });
});
