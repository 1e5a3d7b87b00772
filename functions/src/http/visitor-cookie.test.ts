import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { VisitorCookies, VISITOR_COOKIE_MAX_AGE_SECONDS } from './visitor-cookie';

const page = (c: string) => c.repeat(24);
let now = new Date('2026-05-01T10:00:00Z');
const secret = randomBytes(32);
const cookies = new VisitorCookies({ secret, secure: true, now: () => now });

/** What remember() sets, read back as the next request would send it. */
function written(jar: VisitorCookies, visitor: Parameters<VisitorCookies['remember']>[1], learnt: Parameters<VisitorCookies['remember']>[2]) {
  let value = '';
  let options: Record<string, unknown> = {};
  const res = { cookie: (_name: string, v: string, o: Record<string, unknown>) => ((value = v), (options = o)) } as unknown as Response;
  jar.remember(res, visitor, learnt);
  return { value, options, request: { headers: { cookie: `other=1; __session=${value}` } } as Request };
}

test('what is remembered reads back; Secure when deployed', () => {
  const first = written(cookies, { emails: {}, quotes: [] }, { email: { pageId: page('a'), email: 'a@b.fr' } });
  expect(first.options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/fn/public-provider' });
  const visitor = cookies.read(first.request);
  expect(visitor).toEqual({ emails: { [page('a')]: 'a@b.fr' }, quotes: [] });
  const second = written(cookies, visitor, { quoteId: page('q') });
  expect(cookies.read(second.request)).toEqual({ emails: { [page('a')]: 'a@b.fr' }, quotes: [page('q')] });
});

test('another key, an altered payload or an expired cookie reads as a new visitor', () => {
  const { value, request } = written(cookies, { emails: {}, quotes: [] }, { quoteId: page('q') });
  const other = new VisitorCookies({ secret: randomBytes(32), secure: false, now: () => now });
  expect(other.read(request)).toEqual({ emails: {}, quotes: [] });
  const [data, mac] = value.split('.') as [string, string];
  const tampered = Buffer.from(Buffer.from(data, 'base64url').toString().replace(page('q'), page('r'))).toString('base64url');
  expect(cookies.read({ headers: { cookie: `__session=${tampered}.${mac}` } } as Request)).toEqual({ emails: {}, quotes: [] });
  now = new Date(now.getTime() + (VISITOR_COOKIE_MAX_AGE_SECONDS + 1) * 1000);
  expect(cookies.read(request)).toEqual({ emails: {}, quotes: [] });
});

test('the cookie keeps the newest entries and stays under 4 KB even with long emails', () => {
  let visitor = { emails: {} as Record<string, string>, quotes: [] as string[] };
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  for (let i = 0; i < 36; i++) {
    const email = `${'x'.repeat(240)}${i}@b.fr`;
    const w = written(cookies, visitor, { email: { pageId: page(letters[i]!), email }, quoteId: page(letters[35 - i]!) });
    expect(w.value.length).toBeLessThanOrEqual(3800);
    visitor = cookies.read(w.request) as typeof visitor;
    expect(visitor.emails[page(letters[i]!)]).toBe(email);
    expect(visitor.quotes.at(-1)).toBe(page(letters[35 - i]!));
  }
  expect(Object.keys(visitor.emails).length).toBeLessThanOrEqual(10);
  expect(visitor.quotes.length).toBeLessThanOrEqual(30);
});

test('a secret shorter than 32 bytes is refused', () => {
  expect(() => new VisitorCookies({ secret: Buffer.alloc(16), secure: false, now: () => now })).toThrow('at least 32 bytes');
});
