/**
 * `node functions/lib/seed.js`: the demo accounts of the local stack, in the Auth emulator and the store.
 * Needs FIREBASE_AUTH_EMULATOR_HOST (it never touches a real project) and DEVIS_DATA_DIR.
 */
import { createStore } from './store/create-store';
import { DEMO_CLIENT, DEMO_PROVIDER, DEMO_SECOND_PROVIDER, ensureDemoAccounts } from './services/demo-data/demo-accounts';
import { ensureDemoRequestLoop } from './services/demo-data/demo-request-loop';
import { createMailer } from './mail/create-mailer';
import { createFiles } from './files/create-files';
import { createBilling } from './billing/create-billing';
import { publicOrigin, supportEmail } from './runtime-env';
import { featureFlags } from './flags/feature-flags';
import { backfillListFields } from './jobs/backfill-list-fields';
import { backfillEmailVerified } from './jobs/backfill-email-verified';
import { authEmailConfirmations } from './firebase/email-confirmations';

async function main(): Promise<void> {
  if (!process.env['FIREBASE_AUTH_EMULATOR_HOST']) {
    console.error('seed: FIREBASE_AUTH_EMULATOR_HOST is not set; the seed only runs against the Auth emulator.');
    process.exit(1);
  }
  process.env['GCLOUD_PROJECT'] ??= 'demo-devis';
  const store = createStore(process.env);
  try {
    // Data saved by an older version gets its list fields (one read once done).
    await backfillListFields({ store });
    // Providers stored before the email flag: confirmed or not, as the Auth emulator knows them.
    await backfillEmailVerified({ store, confirmations: authEmailConfirmations });
    const accounts = await ensureDemoAccounts(store, new Date());
    const { providerCreated, clientCreated } = accounts;
    const now = () => new Date();
    const origin = publicOrigin(process.env);
    const deps = {
      store,
      mailer: createMailer(process.env, now),
      files: createFiles(process.env),
      billing: createBilling(process.env, { store, now, publicOrigin: origin }),
      now,
      publicOrigin: origin,
      supportEmail: supportEmail(process.env),
      features: featureFlags(process.env),
    };
    const requests = await ensureDemoRequestLoop(deps, accounts);
    console.log(
      [
        'Comptes de démonstration :',
        `  Prestataire (/login)      : ${DEMO_PROVIDER.email} / ${DEMO_PROVIDER.password}  (${DEMO_PROVIDER.companyName})${providerCreated ? ' — créé' : ''}`,
        `  Prestataire (/login)      : ${DEMO_SECOND_PROVIDER.email} / ${DEMO_SECOND_PROVIDER.password}  (${DEMO_SECOND_PROVIDER.companyName})`,
        `  Client (/client/login)    : ${DEMO_CLIENT.email} / ${DEMO_CLIENT.password}  (${DEMO_CLIENT.name})${clientCreated ? ' — créé' : ''}`,
        ...(requests ? ['  Deux demandes de devis de démonstration envoyées (voir /app/demandes-devis et /client/quotes).'] : []),
      ].join('\n'),
    );
  } finally {
    await store.close();
  }
}

main().catch((e) => {
  console.error('seed failed:', e);
  process.exit(1);
});
