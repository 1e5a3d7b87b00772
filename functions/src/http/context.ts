import type { Request } from 'express';
import type { Caller, Deps, Requester } from '../services/context';

export interface Ctx extends Deps {
  /** null on public routes. */
  caller: Caller | null;
  /** Where the call comes from (the IP of the hop the platform guarantees). */
  requester: Requester;
  req: Request;
}

/** Context for an authenticated route: the caller is always there. */
export interface AuthedCtx extends Ctx {
  caller: Caller;
}
