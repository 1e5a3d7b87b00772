import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Deploy credentials (not user ID tokens): DEPLOY_TOKENS is a JSON object from a deployment name ('mf-client',
 * 'platform@1', or '*' for every one) to the sha256 hex of the token a team's CI sends as `Authorization: Bearer …`.
 * Only digests live in the configuration; a team's token opens its own deployments only.
 */
export type DeployTokens = Record<string, string>;

export function parseDeployTokens(raw: string | undefined): DeployTokens {
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('DEPLOY_TOKENS must be a JSON object');
  for (const [name, digest] of Object.entries(parsed)) {
    if (typeof digest !== 'string' || !/^[0-9a-f]{64}$/.test(digest)) throw new Error(`DEPLOY_TOKENS.${name} must be a sha256 hex digest`);
  }
  return parsed as DeployTokens;
}

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when the bearer token opens this deployment (its own digest or the '*' one), compared in constant time. */
export function mayDeploy(tokens: DeployTokens, authorization: string | undefined, deployment: string): boolean {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) return false;
  const presented = Buffer.from(tokenDigest(token), 'hex');
  return [tokens[deployment], tokens['*']].some((digest) => {
    if (!digest) return false;
    const expected = Buffer.from(digest, 'hex');
    return expected.length === presented.length && timingSafeEqual(expected, presented);
  });
}
