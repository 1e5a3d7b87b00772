import { normalizePublicEmail, publicProviderErrorCodes, publicProviderMessages, type PreAccessEmailInput } from '@devis/domain';
import type { Deps, Requester } from '../context';
import { InvalidInputError } from '../errors';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { assertPageEnabled, findPublicPage } from './public-page';

export const emailInvalid = () =>
  new InvalidInputError(publicProviderMessages.emailFormat, { email: publicProviderMessages.emailFormat }, publicProviderErrorCodes.emailInvalid);

/**
 * POST ?action=pre_access_email: the email gate. Nothing is stored about the visitor here (no screen
 * shows leads): the answer lets the HTTP layer remember the email in the visitor's signed cookie for this
 * page only. Every well-formed attempt counts against the page's and the IP's limits.
 */
export async function preAccessEmail(
  deps: Pick<Deps, 'store' | 'now'>,
  input: PreAccessEmailInput,
  requester: Requester,
): Promise<{ publicId: string; email: string }> {
  const email = normalizePublicEmail(input.email);
  if (!email) throw emailInvalid();
  await enforceRateLimits(deps, [
    [RATE_LIMITS.emailGatePerIp, requester.ip],
    [RATE_LIMITS.emailGatePerPage, input.publicId],
  ]);
  const profile = await findPublicPage(deps.store, input.publicId);
  assertPageEnabled(profile);
  return { publicId: input.publicId, email };
}
