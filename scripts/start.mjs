// `npm start`: build everything, run the local stack (auth, functions, hosting emulators), seed demo data,
// print where to go. Ctrl-C stops the emulators (they export the auth accounts to .data/auth) and leaves
// no process behind.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { deployAllBuilds, EMULATORS, firebaseBin, groupPids, portFree, root, spawnGroup, stopGroup, waitForHttp, writeEmulatorConfig } from './emulators.mjs';

const PROJECT = 'demo-devis';
const PORTS = { hosting: 5000, functions: 5001, auth: 9099 };
const ORIGIN = `http://127.0.0.1:${PORTS.hosting}`;
const dataDir = path.join(root, '.data');
const authExport = path.join(dataDir, 'auth');
const localConfig = path.join(dataDir, 'firebase.local.json');

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

async function checkPorts() {
  for (const [name, port] of Object.entries(PORTS)) {
    if (!(await portFree(port))) {
      fail(`Port ${port} (${name}) is already in use: is another \`npm start\` running? Stop it first.`);
    }
  }
}

function build() {
  if (process.env.DEVIS_SKIP_BUILD === '1') return;
  console.log('▶ npm run build');
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) fail('The build failed (see above).');
  if (!existsSync(path.join(root, 'functions/lib/index.js'))) {
    console.warn('⚠ functions/lib/index.js is missing: the API will not answer.');
  }
}

function startEmulators() {
  mkdirSync(dataDir, { recursive: true });
  // Hosting serves the Files port's folder (.data/files): the deploy function puts the release files there.
  writeEmulatorConfig(localConfig, { publicDir: path.join(dataDir, 'files') });
  const args = [firebaseBin, '--config', localConfig, 'emulators:start', '--project', PROJECT, '--only', EMULATORS];
  // Import only an existing export; --export-on-exit writes it when we stop with SIGINT.
  if (existsSync(path.join(authExport, 'firebase-export-metadata.json'))) args.push('--import', authExport);
  args.push('--export-on-exit', authExport);
  console.log(`▶ firebase ${args.slice(1).join(' ')}`);
  return spawnGroup(process.execPath, args);
}

/** Runs the demo seed (functions/lib/seed.js) against the running stack; returns what it printed. */
function seed() {
  const seedFile = path.join(root, 'functions/lib/seed.js');
  if (!existsSync(seedFile)) return Promise.resolve('(no functions/lib/seed.js: no demo data seeded)');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [seedFile], {
      cwd: path.join(root, 'functions'), // same working directory as the functions emulator
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        GCLOUD_PROJECT: PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
        DEVIS_DATA_DIR: dataDir,
        STORE: 'sqlite',
        MAILER: 'outbox',
        PUBLIC_ORIGIN: ORIGIN,
      },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve(code === 0 ? out.trim() : `${out.trim()}\n⚠ the seed exited with code ${code}`));
  });
}

function banner(seedOutput) {
  const line = '─'.repeat(72);
  console.log(`\n${line}
  Devis is running.

  Open          ${ORIGIN}
  Outbox        ${ORIGIN}/fn/outbox            (mails sent locally)
  Auth emulator http://127.0.0.1:${PORTS.auth}         (project ${PROJECT})
  Data          ${dataDir}

${seedOutput
  .split('\n')
  .map((l) => `  ${l}`)
  .join('\n')}

  Ctrl-C stops everything (accounts are saved to .data/auth).
${line}\n`);
}

async function main() {
  await checkPorts();
  build();
  const emulators = startEmulators();
  let stopping = false;

  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\n▶ Stopping the emulators (exporting accounts to .data/auth)...');
    const killed = await stopGroup(emulators, 60000);
    if (killed.length > 0) console.warn(`⚠ forced ${killed.length} process(es) to stop`);
    const left = groupPids(emulators.pid);
    console.log(left.length === 0 ? '✔ Stopped, no process left.' : `⚠ still running: ${left.join(' ')}`);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGHUP', () => void stop(0));
  emulators.on('exit', (code) => {
    if (!stopping) {
      console.error(`\n✖ The emulators exited (code ${code}).`);
      void stop(code || 1);
    }
  });

  const alive = () => emulators.exitCode === null && !stopping;
  let deployed;
  try {
    // The function answers once the emulator has loaded the functions code.
    await waitForHttp(`${ORIGIN}/fn/features`, { isAlive: alive, ok: (s) => s === 200 });
    // The builds reach the stack as in production: through the deploy function (build/README.md).
    deployed = await deployAllBuilds(ORIGIN);
  } catch (e) {
    if (stopping) return;
    console.error(`\n✖ ${e instanceof Error ? e.message : e}`);
    return stop(1);
  }
  if (stopping) return;
  console.log(`▶ deployed: ${deployed.join(', ')}`);
  banner(await seed());
}

void main();
