import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import type { Mail, Mailer } from './port';

export interface SendgridOptions {
  apiKey: string;
  /** e.g. 'Devis <no-reply@devis.app>', a sender verified in SendGrid. */
  from: string;
  /** Tests point it at a local HTTP server. */
  baseUrl?: string;
}

/** Production mailer: one SendGrid v3 call per mail. */
export class SendgridMailer implements Mailer {
  private readonly service = new MailService();

  constructor(private readonly options: SendgridOptions) {
    const client = new Client();
    // setApiKey resets the base URL, so it goes first.
    client.setApiKey(options.apiKey);
    if (options.baseUrl) client.setDefaultRequest('baseUrl', options.baseUrl);
    this.service.setClient(client);
  }

  async send(mail: Mail): Promise<void> {
    await this.service.send({
      to: mail.to,
      from: this.options.from,
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
