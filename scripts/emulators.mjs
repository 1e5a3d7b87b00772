// Shared by start.mjs and test.mjs: run the Firebase emulators as one process group and stop it cleanly.
import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const firebaseBin = path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');
export const EMULATORS = 'auth,functions,hosting';

/** Spawns a command in its own process group, so the whole tree (functions runtimes included) can be signalled. */
export function spawnGroup(command, args, options = {}) {
  return spawn(command, args, { cwd: root, detached: true, stdio: 'inherit', ...options });
}

/** Pids still alive in a process group (empty once everything has exited). */
export function groupPids(pgid) {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, group]) => pid && group === String(pgid))
    .map(([pid]) => pid);
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * SIGINT to the group (the emulators export their data on a clean SIGINT), wait for the leader and the
 * rest of the group, then SIGKILL whatever is left after `graceMs`. Resolves with the pids that had to be killed.
 */
export async function stopGroup(child, graceMs = 30000) {
  const pgid = child.pid;
  if (child.exitCode === null && child.signalCode === null) signalGroup(pgid, 'SIGINT');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && groupPids(pgid).length > 0) await sleep(200);
  const left = groupPids(pgid);
  if (left.length > 0) {
    signalGroup(pgid, 'SIGKILL');
    await sleep(300);
  }
  return left;
}

/** True when nothing listens on 127.0.0.1:port. */
export function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Polls a URL until it answers with a status accepted by `ok`, or throws after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 180000, ok = (s) => s < 500, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the emulators exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (ok(res.status)) return res;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer in ${Math.round(timeoutMs / 1000)} s (${last})`);
}

/**
 * firebase.json for a local stack, written beside its data: hosting serves `publicDir`, the Files port's folder,
 * where the deploy function puts the release files (apps/<package>/<version>/), as Cloud Storage holds them in
 * production. Pages and /importmap.json come from the shell function as in production.
 */
export function writeEmulatorConfig(file, { publicDir, ports }) {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const from = path.dirname(file);
  config.hosting.public = path.relative(from, publicDir);
  for (const fn of config.functions) fn.source = path.relative(from, path.join(root, fn.source));
  delete config.firestore;
  for (const [name, port] of Object.entries(ports ?? {})) config.emulators[name] = { host: '127.0.0.1', port };
  mkdirSync(publicDir, { recursive: true });
  // Production Hosting serves hosting/ (robots.txt) beside the rewrites; locally its public folder is the Files one.
  copyFileSync(path.join(root, 'hosting', 'robots.txt'), path.join(publicDir, 'robots.txt'));
  writeFileSync(file, JSON.stringify(config, null, 2));
}

/**
 * Deploys the last build of every package to a running stack through the deploy function (build/deploy-client.mjs),
 * in one map change: builds of one tree link together even when the map they replace would not (a renamed export).
 */
export async function deployAllBuilds(baseUrl) {
  const { deployBuilds, deployOrder, LOCAL_DEPLOY_TOKEN } = await import('../build/deploy-client.mjs');
  const { readCurrent } = await import('../build/hosting.mjs');
  const { deployments, stored } = await deployBuilds({ baseUrl, token: LOCAL_DEPLOY_TOKEN, env: 'live' }, deployOrder.map((name) => readCurrent(name)));
  return [...deployments.map((state) => `${state.deployment} ${state.current}`), `${stored} files uploaded`];
}
