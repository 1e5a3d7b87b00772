import type { Response } from 'express';
import { JsonText } from './json-text';

/**
 * A JSON answer, as express's res.json writes it (same type, length and body; Node leaves the body out of a HEAD
 * answer) without res.send's per-call work for features we do not use (ETags are off, charset parsing): about a
 * seventh of the CPU our own code spends on GET /api/quotes (bench/api.mjs). A JsonText is written as it is.
 */
export function sendJson(res: Response, status: number, body: unknown): void {
  const text = body instanceof JsonText ? body.json : JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}
