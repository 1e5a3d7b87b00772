// `npm test`: unit, integration and end-to-end tests. The last line printed is "N passed, N failed".
//
// 1. chromium and poppler-utils (apt-get when root, otherwise a message saying what to install);
// 2. `npm run build`;
// 3. the test stack: `firebase emulators:exec` (project demo-devis-test, ports 9199/5101/5100, data in
//    .data/test wiped first) running this same script with --inside, which runs jest for every project
//    (functions integration tests get FIREBASE_AUTH_EMULATOR_HOST) and then the journeys in tests/;
// 4. totals from jest's JSON reports.
// Extra arguments are passed to both jest runs (`npm test -- landing` runs the matching files only).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployAllBuilds, EMULATORS, firebaseBin, portFree, root, writeEmulatorConfig } from './emulators.mjs';

const PROJECT = 'demo-devis-test';
// The hub and logging emulators too: their defaults (4400, 4500) are `npm start`'s, and two stacks starting at
// once would race for them.
const PORTS = { hosting: 5100, functions: 5101, auth: 9199, hub: 4410, logging: 4510 };
const BASE_URL = `http://127.0.0.1:${PORTS.hosting}`;
const dataDir = path.join(root, '.data');
const testDataDir = path.join(dataDir, 'test');
const testConfig = path.join(dataDir, 'firebase.test.json');
// One folder per run: engineers sharing a working tree may run `npm test` at the same time.
const resultsRoot = path.join(root, 'tests/.artifacts/results');
const resultsDir = process.env.DEVIS_RESULTS_DIR ?? path.join(resultsRoot, `run-${process.pid}`);
const reports = { unit: path.join(resultsDir, 'unit.json'), journeys: path.join(resultsDir, 'journeys.json') };
const jestBin = path.join(root, 'node_modules/jest/bin/jest.js');
const extraArgs = process.argv.slice(2).filter((a) => a !== '--inside');

/** Deploy every build to the test stack (as npm start does), then run jest twice: every workspace project (2 workers), then the journeys one file at a time. */
async function inside() {
  try {
    console.log(`▶ deployed to the test stack: ${(await deployAllBuilds(BASE_URL)).join(', ')}`);
  } catch (e) {
    console.error(`✖ deploying the builds to the test stack failed: ${e instanceof Error ? e.message : e}`);
  }
  const filter = extraArgs.length > 0 ? ['--passWithNoTests', ...extraArgs] : [];
  // No --forceExit: every test closes what it opens, so jest exits by itself (a leak shows as a hang).
  const common = ['--ci', '--json', ...filter];
  const env = { ...process.env, DEVIS_RESULTS_DIR: resultsDir, DEVIS_BASE_URL: BASE_URL, DEVIS_AUTH_EMULATOR: `127.0.0.1:${PORTS.auth}`, DEVIS_PROJECT: PROJECT };
  const unit = spawnSync(process.execPath, [jestBin, ...common, '--maxWorkers=2', `--outputFile=${reports.unit}`], { cwd: root, stdio: 'inherit', env });
  const e2e = spawnSync(
    process.execPath,
    [jestBin, '-c', 'tests/jest.config.cjs', ...common, '--runInBand', `--outputFile=${reports.journeys}`],
    { cwd: root, stdio: 'inherit', env },
  );
  process.exit(unit.status === 0 && e2e.status === 0 ? 0 : 1);
}

function ensureSystemTools() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (spawnSync('sh', ['-c', 'command -v pdftotext'], { stdio: 'ignore' }).status !== 0) missing.push('poppler-utils');
  if (missing.length === 0) return;
  if (process.getuid?.() === 0) {
    console.log(`▶ apt-get install -y ${missing.join(' ')}`);
    const res = spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (res.status === 0) return;
    console.error('✖ apt-get could not install them.');
  }
  console.error(
    `\n✖ Missing system packages: ${missing.join(', ')}.\n  Install them with: sudo apt-get install -y ${missing.join(' ')}\n` +
      '  (the browser journeys need /usr/bin/chromium; the PDF checks need pdftotext). Continuing: those tests will fail.\n',
  );
}

function build() {
  if (process.env.DEVIS_SKIP_BUILD === '1') return true;
  console.log('▶ npm run build');
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) console.error('✖ The build failed: counted as 1 failure; the tests still run.');
  return res.status === 0;
}

/** firebase.json with the test ports; hosting serves the test stack's Files folder (DEVIS_DATA_DIR/files). */
function writeTestConfig() {
  writeEmulatorConfig(testConfig, { publicDir: path.join(testDataDir, 'files'), ports: PORTS });
}

async function waitForTestPorts() {
  // Another `npm test` (same machine) holds the test stack: wait for it rather than fail.
  for (let i = 0; ; i++) {
    const free = await Promise.all(Object.values(PORTS).map(portFree));
    if (free.every(Boolean)) return;
    if (i === 0) console.log(`… ports ${Object.values(PORTS).join('/')} are busy (another test run?), waiting`);
    if (i > 1200) throw new Error('the test ports stayed busy for 20 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Drops the result folders of runs that are over (their process is gone). */
function removeOldResults() {
  if (!existsSync(resultsRoot)) return;
  for (const name of readdirSync(resultsRoot)) {
    const pid = Number(/^run-(\d+)$/.exec(name)?.[1]);
    if (!isAlive(pid)) rmSync(path.join(resultsRoot, name), { recursive: true, force: true });
  }
}

let interrupted = false;

const isAlive = (pid) => {
  try {
    return pid > 0 && process.kill(pid, 0);
  } catch {
    return false;
  }
};

/**
 * One test stack per machine (fixed ports): runs from any clone queue on a lock folder in the temp dir.
 * A lock whose holder is gone is taken over. Released when this process exits.
 */
async function acquireStackLock() {
  const dir = path.join(os.tmpdir(), 'devis-test-stack.lock');
  const pidFile = path.join(dir, 'pid');
  for (let waited = 0; ; waited++) {
    try {
      mkdirSync(dir);
      writeFileSync(pidFile, String(process.pid));
      process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
      return;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(pidFile, 'utf8'));
    } catch {
      // being created right now
    }
    if (holder && !isAlive(holder)) {
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    if (waited === 0) console.log(`… another test run (pid ${holder || '?'}) holds the test stack, waiting`);
    if (interrupted) throw new Error('interrupted while waiting for the test stack');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function runInsideEmulators() {
  const args = [
    firebaseBin, '--config', testConfig, 'emulators:exec', '--project', PROJECT, '--only', EMULATORS,
    '--log-verbosity', 'QUIET', ['node', 'scripts/test.mjs', '--inside', ...extraArgs].map(shellQuote).join(' '),
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, DEVIS_RESULTS_DIR: resultsDir } });
    // Ctrl-C reaches the emulators directly (same process group): wait for their clean shutdown.
    // A SIGTERM (CI timeout) does not: pass it on as the SIGINT they shut down on.
    process.on('SIGINT', () => (interrupted = true));
    process.on('SIGTERM', () => {
      interrupted = true;
      child.kill('SIGINT');
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function shellQuote(s) {
  return /^[\w./=:-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * Counts tests; a suite that could not run (syntax error, failing hook...) counts as one failure.
 * `failures` names each one, so the end of a long log (all a CI summary may keep) says what failed.
 */
function count(report) {
  if (!existsSync(report)) return { passed: 0, failed: 1, failures: [`${path.basename(report)} missing: jest did not run`] };
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const failures = [];
  for (const suite of r.testResults) {
    const file = path.relative(root, suite.name);
    const failedTests = suite.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failedTests) failures.push(`${file} › ${a.fullName}: ${summary(a.failureMessages.join('\n'))}`);
    if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${file} (the suite itself): ${summary(suite.message)}`);
  }
  return { passed: r.numPassedTests, failed: failures.length, failures };
}

/**
 * The start of a jest failure message on one line, without colour codes or the stack; then what the journey's
 * pages showed ('Screen:' lines, tests/support/journey-environment.cjs), whole.
 */
function summary(message = '') {
  const lines = message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim());
  const text = lines.filter((l) => l !== '' && !l.startsWith('●') && !l.startsWith('at ') && !/^>?\s*\d+ \|/.test(l) && l !== '|');
  const screens = [...new Set(text.filter((l) => l.startsWith('Screen: ')))];
  const said = text.filter((l) => !l.startsWith('Screen: ')).slice(0, 8).join(' / ').slice(0, 400);
  return [said, ...screens].join(' / ');
}

async function main() {
  ensureSystemTools();
  const built = build();
  removeOldResults();
  mkdirSync(resultsDir, { recursive: true });
  await acquireStackLock();
  await waitForTestPorts();
  rmSync(testDataDir, { recursive: true, force: true });
  mkdirSync(testDataDir, { recursive: true });
  writeTestConfig();
  const code = await runInsideEmulators();
  if (!interrupted && !existsSync(reports.unit) && !existsSync(reports.journeys)) {
    console.error(`✖ The test stack did not start (firebase exited with ${code}); see firebase-debug.log. Running the tests without it.`);
    spawnSync(process.execPath, [path.join(root, 'scripts/test.mjs'), '--inside', ...extraArgs], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DEVIS_RESULTS_DIR: resultsDir },
    });
  }
  const totals = [count(reports.unit), count(reports.journeys)];
  let passed = totals.reduce((n, t) => n + t.passed, 0);
  let failed = totals.reduce((n, t) => n + t.failed, 0);
  for (const f of totals.flatMap((t) => t.failures)) console.error(`✖ ${f}`);
  if (!built) failed += 1;
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

if (process.argv.includes('--inside')) void inside();
else
  main().catch((e) => {
    // Whatever broke, the last line still gives the totals CI reads.
    console.error(e);
    console.log('0 passed, 1 failed');
    process.exit(1);
  });
