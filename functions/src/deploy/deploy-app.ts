import express from 'express';
import type { Files } from '../files/port';
import { toHttpError } from '../http/errors';
import { ConflictError, InvalidInputError, UnauthenticatedError } from '../services/errors';
import type { Store } from '../store/port';
import { mayDeploy, type DeployTokens } from './deploy-tokens';
import { deployReleases, listDeployments, rollback } from './deployments';
import { deploymentName, isPackageName, isVersion, parseManifest, releaseFilePath, releaseRecord, verifyReleaseFiles } from './release';
import { isSafeFilePath } from '../files/local-files';

export interface DeployDeps {
  store: Store;
  files: Files;
  tokens: () => DeployTokens;
  now: () => Date;
}

type Handler = (req: express.Request, res: express.Response) => Promise<void>;
/** Express 4 does not pass a rejected promise on: hand it to the error handler. */
const handle = (fn: Handler): express.RequestHandler => (req, res, next) => void fn(req, res).catch(next);

const DENIED = 'Jeton de déploiement manquant ou invalide';
const environments = /^[a-z][a-z0-9-]{0,30}$/;
const contentTypes: Record<string, string> = { js: 'text/javascript; charset=utf-8', html: 'text/html; charset=utf-8', json: 'application/json', css: 'text/css', map: 'application/json', txt: 'text/plain; charset=utf-8' };

/**
 * The `deploy` function (Hosting: /fn/deploy/**), called by `npm run deploy` with a deploy token (deploy-tokens.ts):
 *   PUT  /files/:package/:version/<file>          one file of a version folder (raw body); never overwritten
 *   POST /:env/:deployment/releases                the manifest: checks the stored files, points the map at them
 *   POST /:env/releases                            { releases: [manifest, …] }: several at once, all or none
 *   POST /:env/:deployment/rollback                back to the version kept before the current one
 *   GET  /:env                                     every deployment: current version and versions kept
 */
export function createDeployApp(deps: DeployDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use((req, _res, next) => {
    req.url = req.url.replace(/^\/fn\/deploy(?=\/|$)/, '') || '/';
    next();
  });
  app.use((_req, res, next) => {
    res.set('cache-control', 'no-store');
    next();
  });
  const router = express.Router();

  const authorize = (req: express.Request, deployment: string) => {
    if (!mayDeploy(deps.tokens(), req.get('authorization'), deployment)) throw new UnauthenticatedError(DENIED);
  };
  const environment = (value: string) => {
    if (!environments.test(value)) throw new InvalidInputError(`Environnement invalide : ${value}`);
    return value;
  };
  const deploymentParam = (value: string) => {
    const [name, major, ...rest] = value.split('@');
    if (!name || !isPackageName(name) || rest.length > 0 || (major !== undefined && !/^[1-9]\d{0,2}$/.test(major))) throw new InvalidInputError(`Déploiement invalide : ${value}`);
    return value;
  };

  router.put(/^\/files\/([^/]+)\/([^/]+)\/(.+)$/, express.raw({ type: () => true, limit: '20mb' }), handle(async (req, res) => {
    const [name = '', version = '', file = ''] = [req.params[0], req.params[1], req.params[2]].map((part) => decodeURIComponent(part ?? ''));
    if (!isPackageName(name) || !isVersion(version) || !isSafeFilePath(file)) throw new InvalidInputError('Chemin de fichier invalide');
    // Any token of this package may upload its files (a platform team's token names platform@<major>).
    const tokens = deps.tokens();
    const allowed = Object.keys(tokens).filter((key) => key === '*' || key === name || key.startsWith(`${name}@`));
    if (!allowed.some((deployment) => mayDeploy(tokens, req.get('authorization'), deployment))) throw new UnauthenticatedError(DENIED);
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const target = releaseFilePath(name, version, file);
    const type = contentTypes[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
    if (await deps.files.putNew(target, bytes, type)) {
      res.status(201).json({ stored: true });
      return;
    }
    const existing = await deps.files.get(target);
    if (!existing || !existing.bytes.equals(bytes)) throw new ConflictError(`${target} existe déjà avec un autre contenu : une version publiée ne change jamais`);
    res.json({ stored: false });
  }));

  router.post('/:env/:deployment/releases', express.json({ limit: '2mb' }), handle(async (req, res) => {
    const env = environment(req.params['env'] ?? '');
    const deployment = deploymentParam(req.params['deployment'] ?? '');
    authorize(req, deployment);
    const manifest = parseManifest(req.body, deployment.split('@')[0] ?? '');
    if (deploymentName(manifest) !== deployment) throw new InvalidInputError(`Ce manifeste est celui de ${deploymentName(manifest)}, pas de ${deployment}`);
    const verified = await verifyReleaseFiles(deps.files, manifest);
    const [state] = await deployReleases(deps.store, env, [releaseRecord(verified)], deps.now());
    res.json(state);
  }));

  router.post('/:env/releases', express.json({ limit: '8mb' }), handle(async (req, res) => {
    const env = environment(req.params['env'] ?? '');
    const list: unknown = (req.body as { releases?: unknown } | null)?.releases;
    if (!Array.isArray(list) || list.length === 0 || list.length > 20) throw new InvalidInputError('releases doit être une liste de 1 à 20 manifestes');
    const manifests = list.map((body: unknown) => {
      const name = (body as { name?: unknown } | null)?.name;
      const manifest = parseManifest(body, typeof name === 'string' && isPackageName(name) ? name : '');
      authorize(req, deploymentName(manifest));
      return manifest;
    });
    const records = [];
    for (const manifest of manifests) records.push(releaseRecord(await verifyReleaseFiles(deps.files, manifest)));
    res.json({ deployments: await deployReleases(deps.store, env, records, deps.now()) });
  }));

  router.post('/:env/:deployment/rollback', handle(async (req, res) => {
    const env = environment(req.params['env'] ?? '');
    const deployment = deploymentParam(req.params['deployment'] ?? '');
    authorize(req, deployment);
    res.json(await rollback(deps.store, env, deployment, deps.now()));
  }));

  router.get('/:env', handle(async (req, res) => {
    const env = environment(req.params['env'] ?? '');
    if (!Object.keys(deps.tokens()).some((deployment) => mayDeploy(deps.tokens(), req.get('authorization'), deployment))) {
      throw new UnauthenticatedError(DENIED);
    }
    res.json({ env, deployments: await listDeployments(deps.store, env) });
  }));

  app.use(router);
  app.use((_req, res) => {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable' } });
  });
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const answer = toHttpError(error);
    if (answer.status >= 500) console.error(JSON.stringify({ severity: 'ERROR', message: 'deploy failed', error: String((error as Error)?.stack ?? error) }));
    res.status(answer.status).json({ error: { code: answer.code, message: answer.message } });
  });
  return app;
}
