/**
 * `node functions/lib/seed.js`: the demo accounts of the local stack, in the Auth emulator and the store.
 * Needs FIREBASE_AUTH_EMULATOR_HOST (it never touches a real project) and DEVIS_DATA_DIR.
 */
import { createStore } from './store/create-store';
import { DEMO_CLIENT, DEMO_PROVIDER, ensureDemoAccounts } from './services/demo-data/demo-accounts';
import { backfillListFields } from './jobs/backfill-list-fields';

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
    const { providerCreated, clientCreated } = await ensureDemoAccounts(store, new Date());
    console.log(
      [
        'Comptes de démonstration :',
        `  Prestataire (/login)      : ${DEMO_PROVIDER.email} / ${DEMO_PROVIDER.password}  (${DEMO_PROVIDER.companyName})${providerCreated ? ' — créé' : ''}`,
        `  Client (/client/login)    : ${DEMO_CLIENT.email} / ${DEMO_CLIENT.password}  (${DEMO_CLIENT.name})${clientCreated ? ' — créé' : ''}`,
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
