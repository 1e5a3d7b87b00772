import { createApp } from '../http/app';
import { GENERATE_QUOTE_PDF_PATH, SEND_QUOTE_PATH, generateQuotePdfRoutes, sendQuoteRoutes } from '../http/sending.routes';
import { listen } from './listen';
import { startTestApi, type ApiCaller, type ApiResponse, type ProviderCaller, type TestApi } from './test-api';

/** The api function plus the sendQuote and generateQuotePdf functions, on one store, outbox and clock. */
export interface SendingTestApi extends TestApi {
  fnUrl: string;
  /** POST /fn/sendQuote as this caller. */
  send(caller: ApiCaller, body: unknown): Promise<ApiResponse>;
  /** POST /fn/generateQuotePdf as this caller; the body is the raw bytes when the answer is a PDF. */
  pdf(caller: ApiCaller, body: unknown, accept?: string): Promise<{ status: number; contentType: string; bytes: Buffer; json: any }>;
  /** A client and a draft quote of `lines` lines for this provider. */
  /** `unit` goes on the second line. */
  draftQuote(owner: ProviderCaller, options?: { clientEmail?: string | null; companyName?: string; lines?: number; unit?: string }): Promise<any>;
  /** Sets the clock the server reads (the Auth emulator keeps real time). */
  /** A fixed clock for the server; null goes back to the real one. */
  setNow(date: Date | null): void;
}

export async function startSendingTestApi(): Promise<SendingTestApi> {
  let now: Date | null = null;
  const api = await startTestApi({ now: () => now ?? new Date() });
  const fnRoutes = [
    ...sendQuoteRoutes.map((r) => ({ ...r, path: SEND_QUOTE_PATH })),
    ...generateQuotePdfRoutes.map((r) => ({ ...r, path: GENERATE_QUOTE_PDF_PATH })),
  ];
  const fn = await listen(createApp(api.deps, fnRoutes, '/unused', { trustedProxyHops: 0 }));
  const call = (caller: ApiCaller, path: string, body: unknown, accept = 'application/json') =>
    fetch(`${fn.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) },
      body: JSON.stringify(body),
    });
  return {
    ...api,
    fnUrl: fn.baseUrl,
    async send(caller, body) {
      const res = await call(caller, SEND_QUOTE_PATH, body);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
    },
    async pdf(caller, body, accept = 'application/pdf') {
      const res = await call(caller, GENERATE_QUOTE_PDF_PATH, body, accept);
      const bytes = Buffer.from(await res.arrayBuffer());
      const contentType = res.headers.get('content-type') ?? '';
      return { status: res.status, contentType, bytes, json: contentType.includes('json') ? JSON.parse(bytes.toString('utf8')) : null };
    },
    async draftQuote(owner, o = {}) {
      const client = await owner.post('/api/clients', {
        company_name: o.companyName ?? 'Boulangerie Martin',
        contact_name: 'Claire Martin',
        email: o.clientEmail === undefined ? 'claire@boulangerie.test' : o.clientEmail,
        address: '12 rue des Lilas',
        postal_code: '69003',
        city: 'Lyon',
      });
      if (client.status !== 201) throw new Error(`client: ${client.status} ${JSON.stringify(client.body)}`);
      const lines = Array.from({ length: o.lines ?? 2 }, (_, i) => ({
        description: `Prestation ${i + 1}`,
        quantity: i + 1,
        unit_price_ht: 10_000,
        tva_rate_percent: 20,
        ...(i === 1 && o.unit ? { unit: o.unit } : {}),
      }));
      const quote = await owner.post('/api/quotes', { client_id: client.body.id, title: 'Refonte du site', lines });
      if (quote.status !== 201) throw new Error(`quote: ${quote.status} ${JSON.stringify(quote.body)}`);
      return quote.body;
    },
    setNow(date) {
      now = date;
    },
    async close() {
      await fn.close();
      await api.close();
    },
  };
}

/** publicId and token out of a public link. */
export function parseLink(link: string): { publicId: string; token: string } {
  const url = new URL(link);
  return { publicId: url.pathname.slice(1), token: url.searchParams.get('t') ?? '' };
}
