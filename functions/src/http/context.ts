import type { Request } from 'express';
import type { Caller, Deps } from '../services/context';

export interface Ctx extends Deps {
  /** null on public routes. */
  caller: Caller | null;
  req: Request;
}

/** Context for an authenticated route: the caller is always there. */
export interface AuthedCtx extends Ctx {
  caller: Caller;
}
