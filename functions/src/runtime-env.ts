import path from 'node:path';
import { SUPPORT_EMAIL } from '@devis/domain';

/**
 * Deployed = running on Cloud Run / Cloud Functions and not in the emulator. The one place that decides it:
 * the store, mailer and files adapters, the start checks below and the local-only functions ask here.
 */
export function isDeployed(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env['K_SERVICE']) && env['FUNCTIONS_EMULATOR'] !== 'true';
}

/** Where the embedded store, the outbox and local files live (relative to the working directory). */
export function dataDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(env['DEVIS_DATA_DIR'] ?? '.data');
}

const LOCAL_ORIGIN = 'http://127.0.0.1:5000';

/** The origin links in mails point at: PUBLIC_ORIGIN, required when deployed; the local hosting emulator otherwise. */
export function publicOrigin(env: NodeJS.ProcessEnv): string {
  const origin = env['PUBLIC_ORIGIN'];
  if (!origin && isDeployed(env)) throw new Error('PUBLIC_ORIGIN is not set');
  return (origin ?? LOCAL_ORIGIN).replace(/\/+$/, '');
}

/**
 * What a deployed function must not start with: each would fail quietly later (data written to an
 * instance's ephemeral disk, mails nobody receives, links to 127.0.0.1). Nothing locally.
 */
export function deployedConfigProblems(env: NodeJS.ProcessEnv, options: { sendsMail: boolean; bills?: boolean }): string[] {
  if (!isDeployed(env)) return [];
  const problems: string[] = [];
  if (env['STORE'] === 'sqlite') problems.push("STORE=sqlite: the embedded store would write to the instance's ephemeral disk (leave STORE unset for Firestore)");
  if (env['MAILER'] === 'outbox') problems.push('MAILER=outbox: mails would go to a local folder nobody reads (leave MAILER unset for SendGrid)');
  if (env['BILLING'] === 'local') problems.push('BILLING=local: the local checkout pages would let anyone subscribe without paying (leave BILLING unset for Stripe)');
  if (env['FILES'] === 'local') problems.push("FILES=local: files would go to the instance's ephemeral disk (leave FILES unset for Cloud Storage)");
  const origin = env['PUBLIC_ORIGIN'];
  if (!origin) problems.push(`PUBLIC_ORIGIN is not set: links in mails would point at ${LOCAL_ORIGIN} (set it in functions/.env.<project>)`);
  else if (!/^https:\/\/[^/\s]+\/?$/.test(origin)) problems.push(`PUBLIC_ORIGIN must be an https origin such as https://devis.example.fr, not "${origin}"`);
  if (options.sendsMail && env['MAILER'] !== 'outbox' && !env['SENDGRID_API_KEY']) {
    problems.push('the SENDGRID_API_KEY secret is missing: no mail could be sent (firebase functions:secrets:set SENDGRID_API_KEY)');
  }
  if (options.bills && env['BILLING'] !== 'local') {
    for (const secret of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      if (!env[secret]) problems.push(`the ${secret} secret is missing: no checkout could open nor any webhook be verified (firebase functions:secrets:set ${secret})`);
    }
  }
  return problems;
}

/**
 * Stops a deployed function at start, with one clear log line, when its configuration is unsafe; the
 * instance then fails to start instead of serving wrong answers. `sendsMail`: the function binds the
 * SendGrid secret; `bills`: the Stripe secrets.
 */
export function failFastWhenDeployed(env: NodeJS.ProcessEnv, options: { sendsMail: boolean; bills?: boolean }): void {
  const problems = deployedConfigProblems(env, options);
  if (problems.length === 0) return;
  const message = `Refusing to start ${env['FUNCTION_TARGET'] ?? env['K_SERVICE']}: ${problems.join('; ')}`;
  console.error(JSON.stringify({ severity: 'CRITICAL', message }));
  throw new Error(message);
}

/** Where the contact form's messages go: SUPPORT_EMAIL, else the address the contact page shows. */
export function supportEmail(env: NodeJS.ProcessEnv): string {
  return env['SUPPORT_EMAIL'] ?? SUPPORT_EMAIL;
}
