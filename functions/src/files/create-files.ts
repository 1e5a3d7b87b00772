import path from 'node:path';
import { dataDir, isDeployed, publicOrigin } from '../runtime-env';
import type { Files } from './port';
import { LocalFiles } from './local-files';
import { StorageFiles } from './storage-files';

/** FILES=local|storage; Cloud Storage when deployed, a local folder otherwise. */
export function createFiles(env: NodeJS.ProcessEnv): Files {
  const kind = env['FILES'] ?? (isDeployed(env) ? 'storage' : 'local');
  if (kind === 'storage') return new StorageFiles();
  if (kind !== 'local') throw new Error(`FILES must be local or storage, not ${kind}`);
  return new LocalFiles(localFilesDir(env), publicOrigin(env));
}

export function localFilesDir(env: NodeJS.ProcessEnv): string {
  return path.join(dataDir(env), 'files');
}
