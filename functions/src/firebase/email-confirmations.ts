import type { EmailConfirmations } from '../jobs/backfill-email-verified';
import { adminAuth } from './admin-app';

/** Whether each account's email is confirmed, from Firebase Auth (one call for up to 100 uids). */
export const authEmailConfirmations: EmailConfirmations = async (uids) => {
  const { users } = await adminAuth().getUsers(uids.map((uid) => ({ uid })));
  return new Map(users.map((user) => [user.uid, user.emailVerified]));
};
