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

const specifiersOf = (release: Release) => [...Object.keys(release.imports), ...Object.values(release.scopes ?? {}).flatMap((scope) => Object.keys(scope))];
const present = (releases: (Release | null)[]) => releases.filter((release): release is Release => release !== null);

/**
 * Refuses a map in which something that linked before would no longer link, or where a release takes a specifier
 * another package owns. `next` replaces the deployments it names; the others stay as they are.
 */
function checkMap(docs: DeploymentDoc[], next: (Release & { major?: number })[]): void {
  const replaced = new Set(next.map(deploymentName));
  const others = present(docs.filter((doc) => !replaced.has(doc.deployment)).map(currentRelease));
  const owners = new Map<string, Release>();
  for (const release of [...others, ...next]) {
    for (const specifier of specifiersOf(release)) {
      const owner = owners.get(specifier);
      if (owner && owner.name !== release.name) throw new ConflictError(`${specifier} appartient déjà à ${owner.name} ${owner.version}`);
      owners.set(specifier, release);
    }
  }
  const before = new Set(missingImports(present(docs.map(currentRelease))));
  const broken = missingImports([...others, ...next]).filter((problem) => !before.has(problem));
  if (broken.length > 0) throw new ConflictError(`Déploiement refusé, l'import map ne tiendrait plus : ${broken.join(' ; ')}`);
}

function majorOf(deployment: string): { major?: number } {
  const major = deployment.split('@')[1];
  return major === undefined ? {} : { major: Number(major) };
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

/**
 * Points deployments of an environment at releases (each moved to the front of its kept versions), all or none:
 * one release for a team's deploy; several when they only link together (a platform export renamed with the
 * apps that use it; the local stacks deploy every build this way).
 */
export async function deployReleases(store: Store, env: string, releases: (Release & { major?: number })[], now: Date): Promise<DeploymentState[]> {
  const names = releases.map(deploymentName);
  if (new Set(names).size !== names.length) throw new InvalidInputError('Une même application figure deux fois dans ce déploiement');
  return store.runTransaction(async (tx) => {
    const docs = await environment(tx, env);
    checkMap(docs, releases);
    const states: DeploymentState[] = [];
    for (const release of releases) {
      const deployment = deploymentName(release);
      const doc = docs.find((d) => d.deployment === deployment);
      const kept: KeptVersion = { version: release.version, deployed_at: now.toISOString(), release };
      const versions = [kept, ...(doc?.versions ?? []).filter((v) => v.version !== release.version)].slice(0, KEPT_VERSIONS);
      const next: DeploymentDoc = { env, deployment, current: release.version, versions, updated_at: now.toISOString() };
      await tx.set(DEPLOYMENTS, deploymentId(env, deployment), next);
      states.push(stateOf(next));
    }
    return states;
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
    checkMap(docs, [{ ...previous.release, name: doc.deployment.split('@')[0]!, ...majorOf(doc.deployment) }]);
    const next: DeploymentDoc = { ...doc, current: previous.version, updated_at: now.toISOString() };
    await tx.set(DEPLOYMENTS, deploymentId(env, deployment), next);
    return stateOf(next);
  });
}

export async function listDeployments(store: Store, env: string): Promise<DeploymentState[]> {
  return (await environment(store, env)).map(stateOf).sort((a, b) => a.deployment.localeCompare(b.deployment));
}
