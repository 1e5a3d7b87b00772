import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineSecret } from 'firebase-functions/params';
import { dataDir, isDeployed } from '../runtime-env';

/** Bound to the publicProvider function when deployed: `firebase functions:secrets:set VISITOR_COOKIE_SECRET`. */
export const visitorCookieSecretParam = defineSecret('VISITOR_COOKIE_SECRET');

const MIN_LENGTH = 32;

/**
 * The key that signs visitor cookies (http/visitor-cookie.ts). Never a constant in the code:
 * - deployed: the Firebase secret VISITOR_COOKIE_SECRET (Secret Manager puts it in the environment), at
 *   least 32 characters, e.g. `openssl rand -base64 48`; missing, the function refuses to start;
 * - elsewhere: VISITOR_COOKIE_SECRET when set, else 32 random bytes generated once into
 *   `<DEVIS_DATA_DIR>/secrets/visitor-cookie.key` (mode 600), which every local process then shares.
 */
export function visitorCookieSecret(env: NodeJS.ProcessEnv): Buffer {
  const configured = env['VISITOR_COOKIE_SECRET'];
  if (configured) {
    if (configured.length < MIN_LENGTH) throw new Error(`VISITOR_COOKIE_SECRET must have at least ${MIN_LENGTH} characters`);
    return Buffer.from(configured, 'utf8');
  }
  if (isDeployed(env)) throw new Error('VISITOR_COOKIE_SECRET is not set: firebase functions:secrets:set VISITOR_COOKIE_SECRET');
  return localSecret(path.join(dataDir(env), 'secrets', 'visitor-cookie.key'));
}

function localSecret(file: string): Buffer {
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written aside, then linked into place (atomic, fails if present): of two processes starting at once,
  // one key wins and both read it, never a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
