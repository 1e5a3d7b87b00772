import { createContext } from 'react';
import type { Role } from '@devis/domain';

export interface SessionUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  role: Role | null;
  displayName: string | null;
}

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

export const SessionContext = createContext<Session | null>(null);
