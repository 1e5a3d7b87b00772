import { savedSession } from './saved-session';

const key = 'firebase:authUser:demo-key:[DEFAULT]';
const token = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const save = (user: object) => localStorage.setItem(key, JSON.stringify(user));

beforeEach(() => localStorage.clear());

test('the session Firebase saved: the user, their confirmed email and the role of their ID token', () => {
  save({ uid: 'u1', email: 'marie@atelier.fr', emailVerified: true, displayName: null, stsTokenManager: { accessToken: token({ role: 'provider', user_id: 'u1' }) } });
  expect(savedSession()).toEqual({
    status: 'signed-in',
    user: { uid: 'u1', email: 'marie@atelier.fr', emailVerified: true, role: 'provider', displayName: null },
  });
});

test('an unconfirmed email and an unknown role read as such', () => {
  save({ uid: 'u2', email: 'paul@client.fr', emailVerified: false, stsTokenManager: { accessToken: token({ role: 'admin' }) } });
  expect(savedSession()).toMatchObject({ user: { uid: 'u2', emailVerified: false, role: null } });
});

test('no saved session, or one that cannot be read: none', () => {
  expect(savedSession()).toBeNull();
  localStorage.setItem(key, '{not json');
  expect(savedSession()).toBeNull();
  save({ uid: 'u1', stsTokenManager: { accessToken: 'not-a-token' } });
  expect(savedSession()).toBeNull();
  save({ uid: 'u1' });
  expect(savedSession()).toBeNull();
});
