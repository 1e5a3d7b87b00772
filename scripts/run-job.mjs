// `npm run reminders [-- --on yyyy-MM-dd] [-- --test]`: runs the reminder job by hand against the local
// stack of `npm start` (or, with --test, the test stack of `npm test`), as the daily schedule would in
// production. The reminders it sends are in the outbox (http://127.0.0.1:5000/fn/outbox).
// Also `node scripts/run-job.mjs expire-quotes`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './emulators.mjs';

const args = process.argv.slice(2);
const test = args.includes('--test');
const jobArgs = args.filter((a) => a !== '--test');
const jobsFile = path.join(root, 'functions/lib/jobs.js');
if (!existsSync(jobsFile)) {
  console.error('functions/lib/jobs.js is missing: run `npm run build` (or `npm start`) first.');
  process.exit(1);
}
const res = spawnSync(process.execPath, [jobsFile, ...jobArgs], {
  cwd: path.join(root, 'functions'), // the functions emulator's working directory
  stdio: 'inherit',
  env: {
    ...process.env,
    DEVIS_DATA_DIR: path.join(root, test ? '.data/test' : '.data'),
    STORE: 'sqlite',
    MAILER: 'outbox',
    BILLING: 'local',
    PUBLIC_ORIGIN: test ? 'http://127.0.0.1:5100' : 'http://127.0.0.1:5000',
  },
});
process.exit(res.status ?? 1);
