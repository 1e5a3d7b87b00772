import { newPublicId, type Role } from '@devis/domain';
import type { Store } from '../../store/port';
import type { Caller } from '../context';
import { NotFoundError } from '../errors';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { hashLinkToken, linkTokenMatches, newLinkToken } from '../sending/quote-link';

/**
 * `export_links/{id}`: a download link for one archive, made by a signed-in user and followed by the
 * browser as a plain download (so the archive streams to disk, never into the page's memory). Like the
 * quote links it is a capability: only the SHA-256 of its token is stored; it works once, for 10 minutes.
 */
export const EXPORT_LINKS = 'export_links';
const LINK_MS = 10 * 60_000;

export interface ExportLinkDoc {
  uid: string;
  role: Role;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  [key: string]: unknown;
}

export const exportMessages = {
  linkInvalid: "Ce lien de téléchargement n'est plus valide : relancez l'export depuis votre profil.",
} as const;

/** POST /api/account/export: `{ url, expires_at }`, a same-origin path to navigate to. 5 an hour per account. */
export async function createExportLink(deps: { store: Store; now: () => Date }, caller: Caller): Promise<{ url: string; expires_at: string }> {
  await enforceRateLimits(deps, [[RATE_LIMITS.dataExportPerUser, caller.uid]]);
  const now = deps.now();
  const id = newPublicId();
  const token = newLinkToken();
  const expires_at = new Date(now.getTime() + LINK_MS).toISOString();
  const doc: ExportLinkDoc = { uid: caller.uid, role: caller.role, token_hash: hashLinkToken(token), created_at: now.toISOString(), expires_at, used_at: null };
  await deps.store.create(EXPORT_LINKS, doc, id);
  // The account's spent or lapsed links go (a few at most: 5 an hour).
  const old = await deps.store.query<ExportLinkDoc>(EXPORT_LINKS, { where: [['uid', '==', caller.uid]], limit: 20 });
  for (const link of old) if (link.id !== id && (link.used_at !== null || link.expires_at <= now.toISOString())) await deps.store.delete(EXPORT_LINKS, link.id);
  return { url: `/api/account/export/${id}?t=${encodeURIComponent(token)}`, expires_at };
}

/**
 * Spends a download link: whose archive it is. Unknown, wrong token, used or expired links all answer
 * the same 404. Used in one transaction, so two requests with the same link get one archive.
 */
export async function spendExportLink(deps: { store: Store; now: () => Date }, id: string, token: string | undefined): Promise<{ uid: string; role: Role }> {
  const now = deps.now();
  return deps.store.runTransaction(async (tx) => {
    const link = /^[a-z0-9]{24}$/.test(id) ? await tx.get<ExportLinkDoc>(EXPORT_LINKS, id) : null;
    const valid = link && token && linkTokenMatches(token, link.token_hash) && link.used_at === null && link.expires_at > now.toISOString();
    if (!valid) throw new NotFoundError(exportMessages.linkInvalid);
    await tx.update(EXPORT_LINKS, id, { used_at: now.toISOString() });
    return { uid: link.uid, role: link.role };
  });
}
