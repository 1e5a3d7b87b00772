import express from 'express';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listen } from '../test-support/listen';
import { requesterOf, trustedProxyHops } from './client-ip';

test('the number of trusted hops: 2 when deployed, 0 in the emulator and locally, or as configured', () => {
  expect(trustedProxyHops({ K_SERVICE: 'api' })).toBe(2);
  expect(trustedProxyHops({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' })).toBe(0);
  expect(trustedProxyHops({})).toBe(0);
  expect(trustedProxyHops({ K_SERVICE: 'api', TRUSTED_PROXY_HOPS: '2' })).toBe(2);
  expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: 'yes' })).toThrow('TRUSTED_PROXY_HOPS');
});

/** The requester an app with `hops` trusted proxies sees for a request with this X-Forwarded-For. */
async function requesterFor(hops: number, forwardedFor?: string) {
  const app = express();
  app.set('trust proxy', hops);
  app.get('/', (req, res) => res.json(requesterOf(req)));
  const server = await listen(app);
  try {
    const res = await fetch(server.baseUrl, { headers: { 'user-agent': 'Navigateur', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) } });
    return (await res.json()) as { ip: string; userAgent: string };
  } finally {
    await server.close();
  }
}

test('the client IP is the hop the platform appended; what the client wrote to its left is ignored', async () => {
  expect(await requesterFor(0, '6.6.6.6')).toEqual({ ip: '127.0.0.1', userAgent: 'Navigateur' });
  expect((await requesterFor(1, '6.6.6.6, 203.0.113.7')).ip).toBe('203.0.113.7');
  expect((await requesterFor(1)).ip).toBe('127.0.0.1');
  expect((await requesterFor(2, '6.6.6.6, 203.0.113.7, 35.191.0.9')).ip).toBe('203.0.113.7');
});

test('deployed, the client is the entry before the Google front end, whatever the client wrote', async () => {
  // What Cloud Run hands the function: <client-written...>, <client>, <front end>.
  expect((await requesterFor(trustedProxyHops({ K_SERVICE: 'api' }), '6.6.6.6, 1.1.1.1, 203.0.113.7, 66.102.8.142')).ip).toBe('203.0.113.7');
  expect((await requesterFor(trustedProxyHops({ K_SERVICE: 'api' }), '2001:db8:aa:bb::1, 66.102.8.142')).ip).toBe('2001:db8:aa:bb::1');
});

test('an IPv4-mapped IPv6 address is recorded as the IPv4 address, in either notation', async () => {
  expect((await requesterFor(1, '::ffff:203.0.113.7')).ip).toBe('203.0.113.7');
  expect((await requesterFor(1, '::ffff:cb00:7107')).ip).toBe('203.0.113.7');
});

/** The requester an app sees for a request over a Unix socket (how the functions emulator hands it over). */
async function requesterOverUnixSocket(env: NodeJS.ProcessEnv) {
  const socketPath = path.join(mkdtempSync(path.join(tmpdir(), 'peer-')), 'api.sock');
  const app = express();
  app.get('/', (req, res) => res.json(requesterOf(req, env)));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  try {
    return await new Promise<{ ip: string | null }>((resolve, reject) => {
      http.get({ socketPath, path: '/' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(body)));
      }).on('error', reject);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test('over the emulator Unix socket, the local stack records its loopback address; deployed or unset, none', async () => {
  expect((await requesterOverUnixSocket({ FUNCTIONS_EMULATOR: 'true', LOCAL_PEER_ADDRESS: '127.0.0.1' })).ip).toBe('127.0.0.1');
  expect((await requesterOverUnixSocket({ FUNCTIONS_EMULATOR: 'true' })).ip).toBeNull();
  expect((await requesterOverUnixSocket({ K_SERVICE: 'api', LOCAL_PEER_ADDRESS: '127.0.0.1' })).ip).toBeNull();
});
