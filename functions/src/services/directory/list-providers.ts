import type { DirectoryPage, DirectoryProvider } from '@devis/domain';
import type { Store, Where, WithId } from '../../store/port';
import type { Files } from '../../files/port';
import { ownFileUrl } from '../../files/own-file-url';
import { matches, searchFor } from '../lists/search-tokens';
import { listInputSchema, pageLimit, type ListInput } from '../lists/list-input';
import { readListPage } from '../lists/list-page';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { SERVICES } from '../catalogue/service-record';
import { directorySearchedFields, type ProviderListing } from './provider-listing';

export const DIRECTORY_PAGE = 24;
export const listProvidersSchema = listInputSchema.pick(['search', 'limit', 'cursor']).shape({
  limit: pageLimit(DIRECTORY_PAGE),
});

export type ListedProfile = ProfileDoc & Partial<ProviderListing>;

/**
 * The client directory: providers with a company name and a confirmed email (a non-empty `company_key`,
 * provider-listing.ts), by name, one page per query;
 * a search (name or city) is one array-contains on their search tokens.
 * A page reads at most limit + 1 profiles; a profile stored before `services_count` existed is counted
 * (one count query each, until its next service change).
 */
/** What the directory reads with: the store, and the files port that says which logo addresses are ours. */
export type DirectoryDeps = { store: Store; files: Pick<Files, 'pathOf'> };

export async function listProviders(deps: DirectoryDeps, input: Pick<ListInput, 'search' | 'limit' | 'cursor'>): Promise<DirectoryPage> {
  const search = searchFor(input.search);
  const where: Where[] = [['company_key', '>', '']];
  if (search) where.push(['search_tokens', 'array-contains', search.token]);
  const page = await readListPage<ListedProfile>(deps.store, {
    collection: PROFILES,
    sources: [{ where, orderBy: [{ field: 'company_key' }] }],
    limit: input.limit,
    cursor: input.cursor,
    listed: `directory ${search?.key ?? ''}`,
    ...(search && !search.exact ? { keep: (p: ListedProfile) => matches(search, directorySearchedFields(p)) } : {}),
  });
  const items = await Promise.all(page.items.map((p) => directoryProvider(deps, p)));
  return { items, nextCursor: page.nextCursor };
}

/** A listed provider as clients see it; a logo stored from another address is left out (ownFileUrl). */
export async function directoryProvider({ store, files }: DirectoryDeps, p: WithId<ListedProfile>): Promise<DirectoryProvider> {
  const uid = p.user_id ?? p.id;
  return {
    user_id: uid,
    company_name: p.company_name,
    company_address: p.company_address ?? null,
    company_city: p.company_city ?? null,
    company_postal_code: p.company_postal_code ?? null,
    company_country: p.company_country ?? 'France',
    logo_url: ownFileUrl(p.logo_url, files),
    avatar_url: p.avatar_url ?? null,
    brand_primary_color: p.brand_primary_color,
    services_count: p.services_count ?? (await store.count(SERVICES, { where: [['user_id', '==', uid]] })),
  };
}
