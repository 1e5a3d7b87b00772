import { missingImports, type Release } from '../../../build/import-map.mjs';
import type { Store, Transaction } from '../store/port';
import { ConflictError, InvalidInputError, NotFoundError } from '../services/errors';
import { deploymentName } from './release';

/**
 * One document per environment and deployment (`live.mf-client`, `live.platform@1`): the release the map points
 * at and the versions kept for rollback, newest first. Each deploy or rollback is one store transaction that reads
 * the environment's documents (to check the whole map still links) and writes its own: two teams deploying at the
 * same moment are serialized, and both end in the map.
 */
export const DEPLOYMENTS = 'deployments';
export const KEPT_VERSIONS = 10;

export interface KeptVersion {
  version: string;
  deployed_at: string;
  release: Release;
}

export interface DeploymentDoc extends Record<string, unknown> {
  env: string;
  deployment: string;
  current: string;
  versions: KeptVersion[];
  updated_at: string;
}

export const deploymentId = (env: string, deployment: string) => `${env}.${deployment}`;

async function environment(tx: Transaction | Store, env: string) {
  return tx.query<DeploymentDoc>(DEPLOYMENTS, { where: [['env', '==', env]] });
}

/** The releases the map of an environment is made of. */
export async function currentReleases(store: Store, env: string): Promise<Release[]> {
  const docs = await environment(store, env);
  return docs.map(currentRelease).filter((release): release is Release => release !== null);
}

function currentRelease(doc: DeploymentDoc): Release | null {
  return doc.versions.find((kept) => kept.version === doc.current)?.release ?? null;
}

/** Refuses a map in which something that linked before would no longer link, or a specifier another package owns. */
function checkMap(docs: DeploymentDoc[], deployment: string, next: Release): void {
  const others = docs.filter((doc) => doc.deployment !== deployment).map(currentRelease).filter((release): release is Release => release !== null);
  for (const other of others) {
    const owned = new Set([...Object.keys(other.imports), ...Object.values(other.scopes ?? {}).flatMap((scope) => Object.keys(scope))]);
    const taken = [...Object.keys(next.imports), ...Object.values(next.scopes ?? {}).flatMap((scope) => Object.keys(scope))].filter((s) => owned.has(s));
    if (taken.length > 0) throw new ConflictError(`${taken.join(', ')} appartient déjà à ${other.name} ${other.version}`);
  }
  const before = new Set(missingImports([...others, ...docs.filter((doc) => doc.deployment === deployment).map(currentRelease).filter((r): r is Release => r !== null)]));
  const broken = missingImports([...others, next]).filter((problem) => !before.has(problem));
  if (broken.length > 0) throw new ConflictError(`Déploiement refusé, l'import map ne tiendrait plus : ${broken.join(' ; ')}`);
}

export interface DeploymentState {
  env: string;
  deployment: string;
  current: string;
  previous: string | null;
  versions: { version: string; deployed_at: string }[];
}

function stateOf(doc: DeploymentDoc): DeploymentState {
  const at = doc.versions.findIndex((kept) => kept.version === doc.current);
  return {
    env: doc.env,
    deployment: doc.deployment,
    current: doc.current,
    previous: doc.versions[at + 1]?.version ?? null,
    versions: doc.versions.map(({ version, deployed_at }) => ({ version, deployed_at })),
  };
}

/** Points one deployment of an environment at a release (moved to the front of the kept versions). */
export async function deployRelease(store: Store, env: string, release: Release & { major?: number }, now: Date): Promise<DeploymentState> {
  const deployment = deploymentName(release);
  return store.runTransaction(async (tx) => {
    const docs = await environment(tx, env);
    checkMap(docs, deployment, release);
    const doc = docs.find((d) => d.deployment === deployment);
    const kept: KeptVersion = { version: release.version, deployed_at: now.toISOString(), release };
    const versions = [kept, ...(doc?.versions ?? []).filter((v) => v.version !== release.version)].slice(0, KEPT_VERSIONS);
    const next: DeploymentDoc = { env, deployment, current: release.version, versions, updated_at: now.toISOString() };
    await tx.set(DEPLOYMENTS, deploymentId(env, deployment), next);
    return stateOf(next);
  });
}

/** Points a deployment back at the version kept after its current one. */
export async function rollback(store: Store, env: string, deployment: string, now: Date): Promise<DeploymentState> {
  return store.runTransaction(async (tx) => {
    const docs = await environment(tx, env);
    const doc = docs.find((d) => d.deployment === deployment);
    if (!doc) throw new NotFoundError(`Aucun déploiement de ${deployment} dans ${env}`);
    const state = stateOf(doc);
    const previous = doc.versions.find((kept) => kept.version === state.previous);
    if (!previous) throw new ConflictError(`Aucune version antérieure de ${deployment} n'est conservée (versions : ${state.versions.map((v) => v.version).join(', ')})`);
    checkMap(docs, deployment, previous.release);
    const next: DeploymentDoc = { ...doc, current: previous.version, updated_at: now.toISOString() };
    await tx.set(DEPLOYMENTS, deploymentId(env, deployment), next);
    return stateOf(next);
  });
}

export async function listDeployments(store: Store, env: string): Promise<DeploymentState[]> {
  return (await environment(store, env)).map(stateOf).sort((a, b) => a.deployment.localeCompare(b.deployment));
}
