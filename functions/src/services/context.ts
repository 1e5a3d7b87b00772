import type { FeatureFlags, Role } from '@devis/domain';
import type { Store } from '../store/port';
import type { Mailer } from '../mail/port';
import type { Files } from '../files/port';
import type { Billing } from '../billing/port';

/** What the use cases are wired to: chosen once by configuration (see ../deps.ts). */
export interface Deps {
  store: Store;
  mailer: Mailer;
  files: Files;
  /** Stripe in production, the local checkout pages elsewhere (../billing). */
  billing: Billing;
  /** The current instant; tests pass a fixed clock. */
  now: () => Date;
  /** The public origin links are built with, e.g. http://127.0.0.1:5000 */
  publicOrigin: string;
  /** Feature flags (flags/feature-flags.ts), the same the `features` function serves. */
  features: FeatureFlags;
  /** Where the contact form's messages go (SUPPORT_EMAIL, default the address the contact page shows). */
  supportEmail: string;
  /** How long GET /api/live holds a request when nothing changes (default LIVE_HOLD_MS, 25 s; tests shorten it). */
  liveHoldMs?: number;
}

/** The signed-in user a use case acts for (from the verified ID token). */
export interface Caller {
  uid: string;
  role: Role;
  email: string | null;
  emailVerified: boolean;
}

/** Where a call comes from, as far as the platform vouches for it (http/client-ip.ts). */
export interface Requester {
  /** The client address from the hop the platform guarantees; null when unknown. */
  ip: string | null;
  userAgent: string | null;
}
