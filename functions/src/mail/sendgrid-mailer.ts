import type { Client } from '@sendgrid/client';
import type { MailService } from '@sendgrid/mail';
import type { Mail, Mailer } from './port';

export interface SendgridOptions {
  apiKey: string;
  /** e.g. 'Devis <no-reply@devis.app>', a sender verified in SendGrid. */
  from: string;
  /** Tests point it at a local HTTP server. */
  baseUrl?: string;
}

/** The address of 'Name <address>' (or the address itself). */
export function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** Production mailer: one SendGrid v3 call per mail. */
export class SendgridMailer implements Mailer {
  private mailService: MailService | null = null;

  constructor(private readonly options: SendgridOptions) {}

  /** The SendGrid SDK loads on the first mail: most calls send none, and every cold start would pay it. */
  private service(): MailService {
    if (this.mailService) return this.mailService;
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { Client: SendgridClient } = require('@sendgrid/client') as { Client: typeof Client };
    const { MailService: SendgridService } = require('@sendgrid/mail') as { MailService: typeof MailService };
    /* eslint-enable @typescript-eslint/no-require-imports */
    const client = new SendgridClient();
    // setApiKey resets the base URL, so it goes first.
    client.setApiKey(this.options.apiKey);
    if (this.options.baseUrl) client.setDefaultRequest('baseUrl', this.options.baseUrl);
    const service = new SendgridService();
    service.setClient(client);
    this.mailService = service;
    return service;
  }

  async send(mail: Mail): Promise<void> {
    await this.service().send({
      to: mail.to,
      from: mail.senderName ? { email: senderAddress(this.options.from), name: mail.senderName } : this.options.from,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      categories: [mail.kind],
      attachments: mail.attachments?.map((a) => ({
        filename: a.filename,
        type: a.contentType,
        content: a.content,
        disposition: 'attachment',
      })),
    });
  }
}
