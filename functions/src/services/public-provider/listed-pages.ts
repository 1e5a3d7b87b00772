import { isPublicId } from '@devis/domain';
import type { Deps } from '../context';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';

/** A sitemap holds at most 50,000 addresses; the landing's pages take a few of them. */
export const MAX_LISTED_PAGES = 49_000;

/**
 * The public provider pages a search engine may list (sitemap.xml): switched on, with content a visitor sees
 * without giving an email (not ACCESS_ON_EMAIL), and only while PUBLIC_PROVIDER is on. Store reads: 1 per page
 * switched on, its id and mode only.
 */
export async function listedProviderPages(deps: Pick<Deps, 'store' | 'features'>): Promise<string[]> {
  if (!deps.features.PUBLIC_PROVIDER) return [];
  const profiles = await deps.store.query<Pick<ProfileDoc, 'public_id' | 'public_access_mode'>>(PROFILES, {
    where: [['public_page_enabled', '==', true]],
    select: ['public_id', 'public_access_mode'],
    limit: MAX_LISTED_PAGES,
  });
  return profiles.flatMap((p) => (p.public_id && isPublicId(p.public_id) && p.public_access_mode !== 'ACCESS_ON_EMAIL' ? [`/p/${p.public_id}`] : []));
}
