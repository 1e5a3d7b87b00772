import type { PublicAccessMode } from '@devis/domain';
import type { ApiResponse, ProviderCaller, TestApi } from './test-api';

/**
 * A browser on the public provider page: it keeps the cookie the function sets (one jar per visitor) and
 * calls /fn/public-provider?action=… from its own address (X-Forwarded-For, for apps that trust a hop).
 */
export interface PageVisitor {
  cookie: string;
  get(action: string, query: Record<string, string>): Promise<ApiResponse>;
  post(action: string, body: unknown, raw?: boolean): Promise<ApiResponse>;
}

export function pageVisitor(api: Pick<TestApi, 'baseUrl'>, options: { ip?: string; cookie?: string } = {}): PageVisitor {
  const visitor: PageVisitor = {
    cookie: options.cookie ?? '',
    get: (action, query) => call('GET', `?${new URLSearchParams({ action, ...query })}`),
    post: (action, body, raw = false) => call('POST', `?action=${action}`, raw ? (body as string) : JSON.stringify(body)),
  };
  async function call(method: string, search: string, body?: string): Promise<ApiResponse> {
    const res = await fetch(`${api.baseUrl}/fn/public-provider${search}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
        ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      },
      ...(body !== undefined ? { body } : {}),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('__session='));
    if (set) visitor.cookie = set.split(';')[0]!;
    const text = await res.text();
    return { status: res.status, body: text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text, headers: res.headers };
  }
  return visitor;
}

/** A provider with an enabled public page in `mode` and a catalogue of `services` (names 'Service 01'...). */
export async function providerWithPage(
  api: TestApi,
  options: { mode: PublicAccessMode; services?: { name: string; unit_price_ht: number; tva_rate_percent?: number }[]; companyName?: string },
): Promise<{ owner: ProviderCaller; publicId: string; services: { id: string; name: string; unit_price_ht: number; tva_rate_percent: number }[] }> {
  const owner = await api.asProvider({ companyName: options.companyName ?? 'Atelier Vitrine' });
  const services = [];
  for (const s of options.services ?? [{ name: 'Audit', unit_price_ht: 50_000 }, { name: 'Atelier', unit_price_ht: 12_050, tva_rate_percent: 10 }, { name: 'Conseil', unit_price_ht: 9_999 }]) {
    const res = await owner.post('/api/services', s);
    if (res.status !== 201) throw new Error(`service: ${res.status} ${JSON.stringify(res.body)}`);
    services.push(res.body);
  }
  const page = await owner.put('/api/profile/public-page', { enabled: true, mode: options.mode });
  if (page.status !== 200) throw new Error(`public page: ${page.status} ${JSON.stringify(page.body)}`);
  return { owner, publicId: page.body.public_id, services };
}
