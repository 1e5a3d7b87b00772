import { randomInt } from 'node:crypto';
import { url } from './stack';

/**
 * A visitor address of the benchmarking range (198.18.0.0/15). The test stack trusts one X-Forwarded-For
 * hop (functions/.env.demo-devis-test), so each helper call counts as its own visitor for the per-IP rate
 * limits, which a whole run of journeys would otherwise share.
 */
const visitorAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;

/** A JSON call to the test stack through hosting (same paths as the apps: /api/..., /fn/...). */
export async function api<T>(path: string, options: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(url(path), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      'x-forwarded-for': visitorAddress(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${options.method ?? 'GET'} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
