/** The mailer port: SendGrid in production, the local outbox (.data/outbox, viewable at /fn/outbox) elsewhere. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /**
   * The name the recipient sees as the sender, for a mail written on a provider's behalf ('Atelier Dupont via
   * Devis'); the address stays ours (MAIL_FROM, a verified sender). Absent: MAIL_FROM's own name.
   */
  senderName?: string;
  attachments?: MailAttachment[];
  /** A short tag for tests and logs: 'verify-email', 'quote-sent', 'quote-decision'... */
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
