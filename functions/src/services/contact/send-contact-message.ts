import type { ContactInput } from '@devis/domain';
import type { Deps, Requester } from '../context';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { contactMail } from './contact-mail';

/**
 * Sends a visitor's message to the support address (Deps.supportEmail), with the visitor as reply-to.
 * Limited per IP and per address: the form must not let anyone flood the support mailbox. A mail that cannot
 * be sent fails the call, so the page never confirms a message nobody will read.
 */
export async function sendContactMessage(deps: Deps, message: ContactInput, requester: Requester): Promise<void> {
  await enforceRateLimits(deps, [
    [RATE_LIMITS.contactPerIp, requester.ip],
    [RATE_LIMITS.contactPerAddress, message.email],
  ]);
  await deps.mailer.send(contactMail({ to: deps.supportEmail, message, at: deps.now() }));
}
