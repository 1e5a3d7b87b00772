import { apiRequest } from '@devis/platform';
import type { ContactInput } from '@devis/domain';

/** POST /api/public/contact: the server mails the message to the support address (204). */
export function sendContactMessage(input: ContactInput): Promise<void> {
  return apiRequest<void>('/api/public/contact', { method: 'POST', body: input });
}
