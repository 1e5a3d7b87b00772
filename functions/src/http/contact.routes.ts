import { contactSchema } from '@devis/domain';
import { defineRoute } from './route';
import { sendContactMessage } from '../services/contact/send-contact-message';

/** The landing's contact form: anonymous, rate-limited; 204 once the message is on its way. */
export const contactRoutes = [
  defineRoute({
    method: 'post',
    path: '/public/contact',
    access: 'public',
    schema: contactSchema,
    handler: (ctx, input) => sendContactMessage(ctx, input, ctx.requester),
  }),
];
