// A bench signs no real Firebase tokens: it puts the token's verdict straight into the api's token cache
// (functions/src/http/auth.ts), as verifying it once would. checkedAt lies an hour ahead so the 60 s re-check
// never calls Auth (there is no emulator in a bench) however long the bench runs.
import { createHash } from 'node:crypto';

/** Makes `token` verify as `claims` ({ uid, role, email, email_verified }) for the next hour. */
export function trustToken(tokenCache, token, claims) {
  const key = createHash('sha256').update(token).digest('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  tokenCache.entries.set(key, { decoded: { ...claims, exp }, checkedAt: Date.now() + 3600_000 });
}
