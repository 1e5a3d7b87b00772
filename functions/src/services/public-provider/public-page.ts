import { isPublicId, publicProviderErrorCodes, publicProviderMessages } from '@devis/domain';
import type { Reader, WithId } from '../../store/port';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';

/** The provider behind a public page: one query on the indexed public_id (1 read). */
export async function findPublicPage(reader: Reader, publicId: string): Promise<WithId<ProfileDoc>> {
  if (!isPublicId(publicId)) throw new NotFoundError(publicProviderMessages.providerNotFound);
  const [profile] = await reader.query<ProfileDoc>(PROFILES, { where: [['public_id', '==', publicId]], limit: 1 });
  if (!profile) throw new NotFoundError(publicProviderMessages.providerNotFound);
  return profile;
}

/** The provider whose page /p/{publicId} shows: one with that id, switched on, else null (1 read). Its status for crawlers. */
export async function shownPublicPage(reader: Reader, publicId: string): Promise<WithId<ProfileDoc> | null> {
  try {
    const profile = await findPublicPage(reader, publicId);
    return profile.public_page_enabled === true ? profile : null;
  } catch (e) {
    if (e instanceof NotFoundError) return null;
    throw e;
  }
}

/** A page its provider switched off answers 403 PAGE_DISABLED. */
export function assertPageEnabled(profile: Pick<ProfileDoc, 'public_page_enabled'>): void {
  if (!profile.public_page_enabled) throw new ForbiddenError(publicProviderMessages.pageDisabled, publicProviderErrorCodes.pageDisabled);
}

export const emailRequired = () => new UnauthenticatedError(publicProviderMessages.emailRequired, publicProviderErrorCodes.emailRequired);

/** ACCESS_ON_EMAIL: nothing of the page (catalogue, basket) before the visitor gave this page an email. */
export function assertEmailGate(profile: Pick<ProfileDoc, 'public_access_mode'>, visitorEmail: string | null): void {
  if (profile.public_access_mode === 'ACCESS_ON_EMAIL' && !visitorEmail) throw emailRequired();
}
