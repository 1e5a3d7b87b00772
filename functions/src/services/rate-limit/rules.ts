import type { RateLimitRule } from './rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit of the product, in one table (functions/API.md lists them). Windows are fixed and start
 * at a key's first call; a refused call does not count. Add a row for each new public write; a rule keyed by
 * the caller's IP says `perIp: true` (IPv6 then counts per /64).
 */
export const RATE_LIMITS = {
  /** Confirmation emails sent again to one address (the one sent at registration is not counted). */
  verificationEmailPerAddress: { name: 'verification-email-address', max: 5, windowSeconds: HOUR },
  verificationEmailPerIp: { name: 'verification-email-ip', max: 20, windowSeconds: HOUR, perIp: true },
  /** 'Mot de passe oublié ?': links asked for one address (existing or not), and from one IP. */
  passwordResetPerAddress: { name: 'password-reset-address', max: 5, windowSeconds: HOUR },
  passwordResetPerIp: { name: 'password-reset-ip', max: 20, windowSeconds: HOUR, perIp: true },
  /** Provider and client sign-ups share one counter per IP. */
  registrationPerIp: { name: 'registration-ip', max: 20, windowSeconds: HOUR, perIp: true },
  /** Accept and refuse through a public link: every attempt per IP; per link, only those with a wrong token. */
  publicDecisionPerIp: { name: 'public-decision-ip', max: 60, windowSeconds: 10 * MINUTE, perIp: true },
  publicDecisionPerLink: { name: 'public-decision-link', max: 30, windowSeconds: 10 * MINUTE },
  /** The landing's contact form, to the support mailbox. */
  contactPerIp: { name: 'contact-ip', max: 10, windowSeconds: HOUR, perIp: true },
  contactPerAddress: { name: 'contact-address', max: 5, windowSeconds: HOUR },
  /** Not a refusal: a link opened again by the same visitor within the window records no new view event. */
  quoteViewPerVisitor: { name: 'quote-view', max: 1, windowSeconds: 30 * MINUTE },
  /** Public provider page: emails given at the gate (each sets a cookie, nothing else). */
  emailGatePerIp: { name: 'public-page-email-ip', max: 30, windowSeconds: 10 * MINUTE, perIp: true },
  emailGatePerPage: { name: 'public-page-email-page', max: 300, windowSeconds: 10 * MINUTE },
  /** Basket quotes: each takes a quote number of the provider and mails them, so few per visitor. */
  basketQuotePerIp: { name: 'basket-quote-ip', max: 10, windowSeconds: HOUR, perIp: true },
  basketQuotePerPage: { name: 'basket-quote-page', max: 100, windowSeconds: HOUR },
  /** Basket quote PDFs (each one a render; the first may record the visitor's email). */
  basketPdfPerIp: { name: 'basket-pdf-ip', max: 60, windowSeconds: 10 * MINUTE, perIp: true },
  basketPdfPerPage: { name: 'basket-pdf-page', max: 300, windowSeconds: 10 * MINUTE },
  /** Wizard requests per client account (each mails up to 10 providers): what a real client never reaches. */
  clientRequestPerAccount: { name: 'client-request-account', max: 10, windowSeconds: HOUR },
  /** Conversations started or touched from a provider's page, per client account. */
  conversationPerAccount: { name: 'conversation-account', max: 60, windowSeconds: HOUR },
  /** Messages a provider or client account writes in its conversations: far above a person typing. */
  messagePerAccount: { name: 'message-account', max: 300, windowSeconds: HOUR },
  /** The public chat of a quote link: messages per visitor address; per link, only those with a wrong token. */
  publicChatPerIp: { name: 'public-chat-ip', max: 30, windowSeconds: 10 * MINUTE, perIp: true },
  publicChatPerLink: { name: 'public-chat-link', max: 60, windowSeconds: 10 * MINUTE },
  /** Each opens a session at the billing provider (Stripe API calls): a provider clicking on, not a script. */
  billingSessionPerUser: { name: 'billing-session-user', max: 20, windowSeconds: HOUR },
  /** The local checkout pages (emulator only): anyone holding a session's URL may post to them. */
  localCheckoutPerIp: { name: 'local-checkout-ip', max: 60, windowSeconds: 10 * MINUTE, perIp: true },
  /** A data export reads every document the account owns and every sent PDF. */
  dataExportPerUser: { name: 'data-export-user', max: 5, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;
