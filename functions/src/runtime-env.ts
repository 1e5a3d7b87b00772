import path from 'node:path';

/** Deployed = running on Cloud Run / Cloud Functions and not in the emulator. */
export function isDeployed(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env['K_SERVICE']) && env['FUNCTIONS_EMULATOR'] !== 'true';
}

/** Where the embedded store, the outbox and local files live (relative to the working directory). */
export function dataDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(env['DEVIS_DATA_DIR'] ?? '.data');
}

/** The origin links in mails point at; the local hosting emulator unless configured. */
export function publicOrigin(env: NodeJS.ProcessEnv): string {
  return (env['PUBLIC_ORIGIN'] ?? 'http://127.0.0.1:5000').replace(/\/+$/, '');
}
