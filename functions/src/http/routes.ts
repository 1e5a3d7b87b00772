import type { AnyRoute } from './route';
import { authRoutes } from './auth.routes';
import { meRoutes } from './me.routes';
import { dashboardRoutes } from './dashboard.routes';
import { sampleDataRoutes } from './sample-data.routes';
import { clientRoutes } from './clients.routes';
import { serviceRoutes } from './services.routes';
import { quoteRoutes } from './quotes.routes';
import { jobRoutes } from './jobs.routes';
import { profileRoutes } from './profile.routes';
import { publicQuoteRoutes } from './public-quote.routes';
import { clientPortalRoutes } from './client-portal.routes';
import { quoteRequestRoutes } from './quote-requests.routes';
import { quoteReviewRoutes } from './quote-review.routes';
import { billingRoutes } from './billing.routes';
import { accountRoutes } from './account.routes';
import { contactRoutes } from './contact.routes';
import { conversationRoutes } from './conversations.routes';
import { clientConversationRoutes } from './client-conversations.routes';
import { publicChatRoutes } from './public-chat.routes';
import { chatCookies } from './chat-cookies';
import { liveRoutes } from './live.routes';

/**
 * Every route of the `api` function, mounted under /api. One import and one spread per resource file;
 * add a row per route to authorization.test.ts as well.
 */
export const routes: AnyRoute[] = [
  ...authRoutes,
  ...meRoutes,
  ...dashboardRoutes,
  ...sampleDataRoutes,
  ...clientRoutes,
  ...serviceRoutes,
  ...quoteRoutes,
  ...jobRoutes,
  ...profileRoutes,
  ...publicQuoteRoutes,
  ...clientPortalRoutes,
  ...quoteRequestRoutes,
  ...quoteReviewRoutes,
  ...billingRoutes,
  ...accountRoutes,
  ...contactRoutes,
  ...conversationRoutes,
  ...clientConversationRoutes,
  ...publicChatRoutes(chatCookies),
  ...liveRoutes,
];
