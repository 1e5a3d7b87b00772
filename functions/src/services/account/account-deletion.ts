import type { Role } from '@devis/domain';

/**
 * `account_deletions/{uid}`: a deletion asked for and where it stands. 'running' until every document is
 * gone (the daily housekeeping resumes one cut off); then 'done', and purged once more each day until
 * `repurge_until`, which removes anything written with an ID token still valid in the hour after.
 */
export const ACCOUNT_DELETIONS = 'account_deletions';
export const REPURGE_DAYS = 2;

export interface AccountDeletionDoc {
  uid: string;
  role: Role;
  requested_at: string;
  state: 'running' | 'done';
  done_at: string | null;
  repurge_until: string;
  [key: string]: unknown;
}
