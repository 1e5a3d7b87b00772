import type { Request, Response } from 'express';
import type { StoreUsage } from '../store/usage';

/** The full path as called, never the query string (it may carry a capability token). */
function pathOf(req: Request): string {
  return (req.originalUrl || req.url).split('?')[0]!;
}

/** One structured line per request; never the Authorization header, tokens or bodies. `storeReads` and
 * `storeWrites` are what the request cost in Firestore billing (store/usage.ts). */
export function logRequest(req: Request, res: Response, ms: number, usage: StoreUsage): void {
  if (process.env['DEVIS_QUIET_LOGS'] === '1') return;
  const entry = {
    severity: res.statusCode >= 500 ? 'ERROR' : res.statusCode >= 400 ? 'WARNING' : 'INFO',
    message: `${req.method} ${pathOf(req)} ${res.statusCode}`,
    httpRequest: { requestMethod: req.method, requestUrl: pathOf(req), status: res.statusCode, latency: `${(ms / 1000).toFixed(4)}s` },
    storeReads: usage.reads,
    storeWrites: usage.writes,
  };
  console.log(JSON.stringify(entry));
}

export function logError(req: Request, err: unknown): void {
  const e = err as Error;
  console.error(JSON.stringify({ severity: 'ERROR', message: `${req.method} ${pathOf(req)} failed`, error: e?.stack ?? String(err) }));
}
