/**
 * firebase-admin's Auth requires jwks-rsa (with jose, about 120 modules and 40 ms of a cold start) when it
 * loads, and uses it only for App Check and phone number tokens, which we never verify (ID tokens are
 * checked against Google's certificates, or not at all in the emulator). Auth loads with
 * firebase-functions' HTTP triggers, before any code of ours runs: import this module first (index.ts,
 * admin-app.ts) so that jwks-rsa gets a stand-in until something uses it (module-stand-ins.ts).
 */
import path from 'node:path';
import { deferModule, resolveFrom } from '../module-stand-ins';

// Auth as our code resolves it, and as firebase-functions does (one copy when npm hoists it).
const functionsHttps = resolveFrom('firebase-functions/v2/https', __dirname);
for (const dir of [__dirname, functionsHttps && path.dirname(functionsHttps)]) {
  const auth = dir && resolveFrom('firebase-admin/auth', dir);
  const jwks = auth && resolveFrom('jwks-rsa', path.dirname(auth));
  if (jwks) deferModule(jwks);
}
