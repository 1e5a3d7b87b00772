import type { Store } from '../store/port';
import { readPages, walkPagesInTransactions } from '../store/walk-pages';
import { ACCOUNT_DELETIONS, type AccountDeletionDoc } from '../services/account/account-deletion';
import { purgeAccount, type AccountDeps } from '../services/account/delete-account';
import { RETAINED_RECORDS, type RetainedRecordDoc } from '../services/account/retention';
import { versionPdfPath } from '../services/sending/quote-version';
import { parisDay } from '@devis/domain';

const PAGE = 100;

/**
 * Daily: finishes account deletions cut off midway and purges recent ones again (until `repurge_until`),
 * then deletes the retained records whose legal period is over, with their PDFs.
 */
export async function accountHousekeeping(deps: AccountDeps & { store: Store }): Promise<{ purged: number; expired: number }> {
  const now = deps.now();
  let purged = 0;
  // Single-field range on repurge_until; each purge is idempotent, so overlapping runs only repeat work.
  for await (const page of readPages<AccountDeletionDoc>(deps.store, ACCOUNT_DELETIONS, { where: [['repurge_until', '>=', now.toISOString()]], limit: PAGE })) {
    for (const deletion of page) {
      await purgeAccount(deps, deletion.uid, deletion.role);
      if (deletion.state === 'running') await deps.store.update(ACCOUNT_DELETIONS, deletion.uid, { state: 'done', done_at: deps.now().toISOString() });
      purged += 1;
    }
  }
  // Deletions older than their re-purge window and still running (a purge that kept failing) go on too.
  for (const stuck of await deps.store.query<AccountDeletionDoc>(ACCOUNT_DELETIONS, { where: [['state', '==', 'running']], limit: PAGE })) {
    await purgeAccount(deps, stuck.uid, stuck.role);
    await deps.store.update(ACCOUNT_DELETIONS, stuck.uid, { state: 'done', done_at: deps.now().toISOString() });
    purged += 1;
  }
  const today = parisDay(now);
  const pages = await walkPagesInTransactions<RetainedRecordDoc, string[]>(
    deps.store,
    RETAINED_RECORDS,
    { where: [['delete_after', '<', today]], limit: PAGE },
    async (tx, records) => {
      for (const r of records) await tx.delete(RETAINED_RECORDS, r.id);
      return records.flatMap((r) => (r.pdf_sha256 ? [r.pdf_sha256] : []));
    },
    async (pdfs) => {
      for (const sha of pdfs) await deps.files.deletePrivate(versionPdfPath(sha));
    },
  );
  return { purged, expired: pages.reduce((n, p) => n + p.length, 0) };
}
