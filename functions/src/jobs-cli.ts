/**
 * `node functions/lib/jobs.js <job> [--on yyyy-MM-dd]`: runs a scheduled job by hand against the local
 * stack's store and outbox (the functions emulator ignores schedules). `npm run reminders` calls it.
 * `--on` runs it as of that Paris day, 09:00 (to see a reminder due in a few days without waiting).
 * Needs DEVIS_DATA_DIR and PUBLIC_ORIGIN of the stack; refuses to run against production adapters.
 */
import { createDeps } from './deps';
import { isIsoDay } from '@devis/domain';
import { sendReminders } from './jobs/send-reminders';
import { expireQuotes } from './jobs/expire-quotes';
import { sweepRateLimits } from './jobs/sweep-rate-limits';

const JOBS = {
  'send-reminders': sendReminders,
  'expire-quotes': expireQuotes,
  'sweep-rate-limits': sweepRateLimits,
} as const;

async function main(): Promise<void> {
  const [job, ...rest] = process.argv.slice(2);
  const onIndex = rest.indexOf('--on');
  const on = onIndex >= 0 ? rest[onIndex + 1] : undefined;
  if (!job || !(job in JOBS) || (on !== undefined && !isIsoDay(on))) {
    console.error(`usage: jobs.js <${Object.keys(JOBS).join('|')}> [--on yyyy-MM-dd]`);
    process.exit(2);
  }
  if (process.env['STORE'] !== 'sqlite' || process.env['MAILER'] !== 'outbox') {
    console.error('jobs.js runs against the local stack only (STORE=sqlite, MAILER=outbox).');
    process.exit(2);
  }
  const deps = createDeps(process.env);
  // 09:00 in Paris on that day (08:00 UTC in winter, 07:00 in summer: either is that Paris day).
  const clock = on ? () => new Date(`${on}T08:00:00Z`) : () => new Date();
  try {
    const result = await JOBS[job as keyof typeof JOBS]({ ...deps, now: clock });
    console.log(`${job}${on ? ` (au ${on})` : ''} : ${JSON.stringify(result)}`);
  } finally {
    await deps.store.close();
  }
}

main().catch((e) => {
  console.error('job failed:', e);
  process.exit(1);
});
