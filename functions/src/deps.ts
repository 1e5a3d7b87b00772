import type { Deps } from './services/context';
import { createStore } from './store/create-store';
import { createMailer } from './mail/create-mailer';
import { createFiles } from './files/create-files';
import { createBilling } from './billing/create-billing';
import { publicOrigin, supportEmail } from './runtime-env';
import { featureFlags } from './flags/feature-flags';

/** Wires the ports to their adapters from the environment (STORE, MAILER, FILES, DEVIS_DATA_DIR, PUBLIC_ORIGIN, PUBLIC_PROVIDER, SUPPORT_EMAIL). */
export function createDeps(env: NodeJS.ProcessEnv = process.env): Deps {
  const now = () => new Date();
  const store = createStore(env);
  const origin = publicOrigin(env);
  return {
    store,
    mailer: createMailer(env, now),
    files: createFiles(env),
    billing: createBilling(env, { store, now, publicOrigin: origin }),
    now,
    publicOrigin: origin,
    features: featureFlags(env),
    supportEmail: supportEmail(env),
  };
}

let shared: Deps | null = null;

/** One set of adapters per function instance, made on first use (cold start), not at deploy analysis. */
export function sharedDeps(): Deps {
  shared ??= createDeps(process.env);
  return shared;
}
