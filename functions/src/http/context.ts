import type { Request } from 'express';
import type { Role } from '@devis/domain';
import type { Store } from '../store/port';
import type { Mailer } from '../mail/port';
import type { Files } from '../files/port';

/** What the server is wired to: chosen once by configuration (see ../deps.ts). */
export interface Deps {
  store: Store;
  mailer: Mailer;
  files: Files;
  /** The current instant; tests pass a fixed clock. */
  now: () => Date;
  /** The public origin links are built with, e.g. http://127.0.0.1:5000 */
  publicOrigin: string;
}

export interface Caller {
  uid: string;
  role: Role;
  email: string | null;
  emailVerified: boolean;
}

export interface Ctx extends Deps {
  /** null on public routes. */
  caller: Caller | null;
  req: Request;
}

/** Context for an authenticated route: the caller is always there. */
export interface AuthedCtx extends Ctx {
  caller: Caller;
}
