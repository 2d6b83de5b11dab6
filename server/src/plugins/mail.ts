import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

/** One message: plain text, to one or more addresses. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
}

/** Sends mail through the configured SMTP server (`SMTP_URL`, `MAIL_FROM`), or nowhere. */
export interface Mailer {
  /** whether a transport is configured */
  readonly enabled: boolean;
  /** sends; resolves false (logged, never thrown) when there is no transport or it refuses */
  send(message: MailMessage): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the mail transport (docs/sales/leads.md "Who is told") */
    mail: Mailer;
  }
}

/**
 * `app.mail`: nodemailer's SMTP transport on `config.mail`. A message that cannot be sent is
 * logged and answered false: mail is one of several ways staff are told, never a reason for a
 * request or a job to fail. Closed with the app.
 */
export default fp(
  async (app, options: { mail?: { url: string; from: string } }) => {
    let transport: Transporter | undefined;
    if (options.mail) {
      transport = nodemailer.createTransport(options.mail.url, { from: options.mail.from });
    }
    const from = options.mail?.from;
    app.decorate('mail', {
      enabled: transport !== undefined,
      async send(message: MailMessage) {
        const recipients = message.to.filter((address) => address.includes('@'));
        if (!transport || recipients.length === 0) return false;
        try {
          await transport.sendMail({ from, to: recipients, subject: message.subject, text: message.text });
          return true;
        } catch (error) {
          app.log.warn({ err: error, subject: message.subject }, 'mail could not be sent');
          return false;
        }
      },
    } satisfies Mailer);
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mail' },
);
