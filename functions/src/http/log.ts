import type { Request, Response } from 'express';

/** One structured line per request; never the Authorization header, tokens or bodies. */
export function logRequest(req: Request, res: Response, ms: number): void {
  if (process.env['DEVIS_QUIET_LOGS'] === '1') return;
  const entry = {
    severity: res.statusCode >= 500 ? 'ERROR' : res.statusCode >= 400 ? 'WARNING' : 'INFO',
    message: `${req.method} ${req.path} ${res.statusCode}`,
    httpRequest: { requestMethod: req.method, requestUrl: req.path, status: res.statusCode, latency: `${(ms / 1000).toFixed(4)}s` },
  };
  console.log(JSON.stringify(entry));
}

export function logError(req: Request, err: unknown): void {
  const e = err as Error;
  console.error(JSON.stringify({ severity: 'ERROR', message: `${req.method} ${req.path} failed`, error: e?.stack ?? String(err) }));
}
