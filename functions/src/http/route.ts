import express, { type Request, type Response, type NextFunction, type Router } from 'express';
import * as yup from 'yup';
import type { Caller, Deps } from '../services/context';
import { emailNotVerified, ForbiddenError, InvalidInputError } from '../services/errors';
import type { AuthedCtx, Ctx } from './context';
import { httpErrors } from './errors';
import { requesterOf } from './client-ip';
import { authenticate } from './auth';
import { sendJson } from './send-json';
import { declaredCharset, isUtf8 } from './json-charset';

type Access = 'public' | 'any' | 'provider' | 'client';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One route: authenticate, authorize the role, validate, then run the handler.
 * Ownership checks belong to the handler (services answer 404 for records the caller does not own).
 */
export function defineRoute<S extends yup.AnyObject | undefined, R>(def: {
  method: Method;
  path: string;
  access: 'public';
  schema?: yup.ObjectSchema<NonNullable<S>>;
  status?: number;
  /** Raise the JSON body limit for this route only (e.g. '8mb' for an image in base64). */
  bodyLimit?: string;
  handler: (ctx: Ctx, input: NonNullable<S>, params: Record<string, string>) => Promise<R>;
}): AnyRoute;
export function defineRoute<S extends yup.AnyObject | undefined, R>(def: {
  method: Method;
  path: string;
  access: 'any' | 'provider' | 'client';
  requireVerifiedEmail?: boolean;
  schema?: yup.ObjectSchema<NonNullable<S>>;
  status?: number;
  bodyLimit?: string;
  handler: (ctx: AuthedCtx, input: NonNullable<S>, params: Record<string, string>) => Promise<R>;
}): AnyRoute;
export function defineRoute(def: AnyRoute): AnyRoute {
  return def;
}

export interface AnyRoute {
  method: Method;
  path: string;
  access: Access;
  requireVerifiedEmail?: boolean;
  schema?: yup.AnyObjectSchema;
  status?: number;
  bodyLimit?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handler: (ctx: any, input: any, params: Record<string, string>) => Promise<unknown>;
}

/** Synchronous: no schema has an async test, and yup's async path costs 3 % of GET /api/quotes' CPU (bench/api.mjs). */
export async function validate<T>(schema: yup.Schema<T>, value: unknown): Promise<T> {
  try {
    return schema.validateSync(value ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (e) {
    if (e instanceof yup.ValidationError) {
      const details: Record<string, string> = {};
      for (const inner of e.inner.length ? e.inner : [e]) {
        if (inner.path && !details[inner.path]) details[inner.path] = inner.errors[0] ?? inner.message;
      }
      throw new InvalidInputError(e.errors[0] ?? 'Données invalides', details);
    }
    // A transform meeting the wrong type (e.g. trim() on an array) is bad input, not a server fault.
    if (e instanceof TypeError) throw new InvalidInputError('Données invalides');
    throw e;
  }
}

export const BODY_LIMIT = '256kb';

/** '256kb' → 262144 */
export function limitBytes(limit: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb)?$/i.exec(limit.trim());
  if (!m) throw new Error(`Bad body limit ${limit}`);
  const unit = (m[2] ?? 'b').toLowerCase();
  return Math.floor(Number(m[1]) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1));
}

function carriesBody(req: Request, raw: Buffer | undefined): boolean {
  if (Buffer.isBuffer(raw)) return raw.length > 0;
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Parses the JSON body after authentication, so anonymous callers cannot make us read large bodies.
 * A body must be a JSON object sent as application/json in UTF-8: Cloud Functions parse text and form
 * bodies before us, and those are refused here rather than validated as if they were input.
 */
async function parseJsonBody(req: Request, res: Response, limit: string): Promise<unknown> {
  // Cloud Functions parse the body before us (with their own 10 MB cap): enforce ours on the raw bytes.
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (!carriesBody(req, raw)) return {};
  if (Buffer.isBuffer(raw) && raw.length > limitBytes(limit)) throw httpErrors.tooLarge();
  if (!req.is('application/json') || !isUtf8(declaredCharset(req.get('content-type')))) throw httpErrors.notJson();
  const parser = express.json({ limit });
  await new Promise<void>((resolve, reject) => parser(req, res, (err?: unknown) => (err ? reject(err) : resolve())));
  const body: unknown = req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw httpErrors.notAnObject();
  return body;
}

export function mount(router: Router, routes: AnyRoute[], deps: Deps): void {
  for (const r of routes) {
    router[r.method](r.path, async (req: Request, res: Response, next: NextFunction) => {
      try {
        let caller: Caller | null = null;
        if (r.access !== 'public') {
          caller = await authenticate(req);
          if (r.access !== 'any' && caller.role !== r.access) throw new ForbiddenError();
          const needsVerified = r.requireVerifiedEmail ?? r.access === 'provider';
          if (needsVerified && !caller.emailVerified) throw emailNotVerified();
        }
        const hasBody = r.method !== 'get' && r.method !== 'delete';
        const raw = hasBody ? await parseJsonBody(req, res, r.bodyLimit ?? BODY_LIMIT) : req.query;
        const input = r.schema ? await validate(r.schema, raw) : {};
        const ctx: Ctx = { ...deps, caller, requester: requesterOf(req), req };
        const result = await r.handler(ctx, input, req.params as Record<string, string>);
        if (res.headersSent) return;
        if (result === undefined) res.status(r.status ?? 204).end();
        else sendJson(res, r.status ?? 200, result);
      } catch (e) {
        next(e);
      }
    });
  }
}

