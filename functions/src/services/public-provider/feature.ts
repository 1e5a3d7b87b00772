import { publicProviderErrorCodes, publicProviderMessages } from '@devis/domain';
import type { Deps } from '../context';
import { ForbiddenError } from '../errors';

/** The PUBLIC_PROVIDER flag: off, the public page and its settings do not exist (403 FEATURE_DISABLED). */
export function requirePublicProvider(deps: Pick<Deps, 'features'>): void {
  if (!deps.features.PUBLIC_PROVIDER) throw new ForbiddenError(publicProviderMessages.featureDisabled, publicProviderErrorCodes.featureDisabled);
}
