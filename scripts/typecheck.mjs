// Type-checks every workspace that has a tsconfig.json (tsc -p each; `tsc -b` needs composite projects).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const failed = [];
for (const workspace of workspaces) {
  if (!existsSync(join(root, workspace, 'tsconfig.json'))) continue;
  const { status } = spawnSync(process.execPath, [tsc, '-p', workspace, '--noEmit'], { cwd: root, stdio: 'inherit' });
  console.log(`${workspace}: ${status === 0 ? 'ok' : 'type errors'}`);
  if (status !== 0) failed.push(workspace);
}
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
