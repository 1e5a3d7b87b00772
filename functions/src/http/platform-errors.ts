import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpErrors, toHttpError } from './errors';
import { declaredCharset, isUtf8 } from './json-charset';

type Done = (err?: unknown) => void;
interface ExpressApplication {
  handle(this: unknown, req: IncomingMessage, res: ServerResponse, callback?: Done): unknown;
  __devisJsonErrors?: true;
}

/**
 * The platform's HTTP server parses the body before our function runs: the Functions Framework when
 * deployed (build/src/server.js: `bodyParser.json()` ... `app.all('/{*splat}', handler)`), firebase-tools'
 * functions runtime in the emulator (lib/emulator/functionsEmulatorRuntime.js: `bodyParser.json()` then
 * `app.all('/*')`). Both are Express apps, so malformed JSON, a charset other than UTF-8, an oversized body or
 * a bad `%` escape in the path end in Express's default final handler: an HTML page, never our code.
 * Both load our module before they create that app (FF main.js: getUserFunction then getServer; the
 * emulator: loadTriggers then express()), so we give Express's application, as the platform resolves it
 * from its own main module, a final handler that answers our French JSON error instead (the same
 * `{ error: { code, message } }` as http/app.ts). An app given its own final callback keeps it; our own
 * apps end with their own error handler and never get here.
 * Returns whether it was installed (false when the platform's Express cannot be found).
 */
export function answerPlatformErrorsInJson(platformMain: string | undefined = require.main?.filename): boolean {
  if (!platformMain) return false;
  let application: ExpressApplication;
  try {
    application = (createRequire(platformMain)('express') as { application: ExpressApplication }).application;
  } catch {
    return false;
  }
  if (typeof application?.handle !== 'function') return false;
  if (application.__devisJsonErrors) return true;
  const handle = application.handle;
  application.handle = function (this: unknown, req, res, callback) {
    return handle.call(this, req, res, callback ?? ((err?: unknown) => answer(req, res, err)));
  };
  application.__devisJsonErrors = true;
  return true;
}

function answer(req: IncomingMessage, res: ServerResponse, err: unknown): void {
  if (res.headersSent) {
    // Too late for another answer (what Express's own final handler does too).
    req.socket.destroy();
    return;
  }
  const refused = err === undefined ? httpErrors.routeNotFound() : toHttpError(err);
  // A body the platform failed to decode under a charset other than UTF-8 (body-parser tries any utf-*): the
  // charset is the fault, as our own routes answer it.
  const e = refused.status === 400 && !isUtf8(declaredCharset(req.headers['content-type'])) ? httpErrors.notJson() : refused;
  if (e.status >= 500) {
    console.error(JSON.stringify({ severity: 'ERROR', message: 'request refused by the platform server', path: req.url?.split('?')[0], error: String(err) }));
  }
  const body = JSON.stringify({ error: { code: e.code, message: e.message } });
  res.statusCode = e.status;
  for (const [name, value] of Object.entries(e.headers)) res.setHeader(name, value);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.setHeader('cache-control', 'private, no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  // The rest of a refused body is read and dropped, so the connection can serve the next request.
  req.unpipe();
  req.resume();
  res.end(body);
}
