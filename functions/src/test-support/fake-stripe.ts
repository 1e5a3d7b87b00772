import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form body as Stripe's SDK encodes it: 'line_items[0][price_data][unit_amount]' → '1900'. */
  form: Record<string, string>;
}

/**
 * A local stand-in for the part of Stripe's HTTP API we call (Checkout sessions, portal sessions,
 * subscription cancel): it records each call and answers like Stripe, or with `failWith` an error.
 */
export async function startFakeStripe(): Promise<{ url: string; calls: FakeStripeCall[]; failWith: { status: number } | null; close(): Promise<void> }> {
  const calls: FakeStripeCall[] = [];
  const state = { failWith: null as { status: number } | null, products: new Set<string>() };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const [path, query] = (req.url ?? '').split('?') as [string, string | undefined];
      // The SDK sends a DELETE's parameters in the query string.
      calls.push({ method: req.method ?? '', path, authorization: req.headers.authorization, form: Object.fromEntries(new URLSearchParams(raw || query || '')) });
      res.setHeader('content-type', 'application/json');
      if (state.failWith) {
        res.statusCode = state.failWith.status;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Fake refusal' } }));
        return;
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        res.end(JSON.stringify({ id: `cs_test_${calls.length}`, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/cs_test_${calls.length}` }));
      } else if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        res.end(JSON.stringify({ id: `bps_test_${calls.length}`, object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${calls.length}` }));
      } else if (req.method === 'GET' && path.startsWith('/v1/subscriptions/')) {
        const id = path.split('/').at(-1);
        res.end(JSON.stringify({ id, object: 'subscription', status: 'active', items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item' }] } }));
      } else if (req.method === 'POST' && path.startsWith('/v1/subscriptions/')) {
        res.end(JSON.stringify({ id: path.split('/').at(-1), object: 'subscription', status: 'active' }));
      } else if (req.method === 'GET' && path.startsWith('/v1/products/') && state.products.has(path.split('/').at(-1)!)) {
        res.end(JSON.stringify({ id: path.split('/').at(-1), object: 'product' }));
      } else if (req.method === 'POST' && path === '/v1/products') {
        const id = new URLSearchParams(raw).get('id')!;
        state.products.add(id);
        res.end(JSON.stringify({ id, object: 'product' }));
      } else if (req.method === 'DELETE' && path.startsWith('/v1/subscriptions/')) {
        res.end(JSON.stringify({ id: path.split('/').at(-1), object: 'subscription', status: 'canceled' }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'Unknown' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    get failWith() {
      return state.failWith;
    },
    set failWith(value) {
      state.failWith = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
