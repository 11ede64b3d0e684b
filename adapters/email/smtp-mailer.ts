import nodemailer, { type Transporter } from 'nodemailer';
import { headerText } from './header-text.ts';
import { type EmailTopic } from '../../domain/notifications/email-choices.ts';
import type { ClaimedEmail, Mailer, UnsubscribeTokens } from '../../application/notifications/ports.ts';
import { renderEmail } from './render-email.ts';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port (smtps:// for TLS from the start). */
  readonly smtpUrl: string;
  /** The address emails come from; the building's name is its display name. */
  readonly fromAddress: string;
  /** Where links in emails lead: the product as its users reach it. */
  readonly publicUrl: string;
  readonly tokens: UnsubscribeTokens;
  /** How long to wait on a mail server that stops answering before the attempt counts as failed. */
  readonly timeoutMs?: number;
}

/** Email over SMTP with nodemailer. Names and subjects go through nodemailer's own header encoding, never by hand. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    const timeout = options.timeoutMs ?? 30_000;
    const url = new URL(options.smtpUrl);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(email: ClaimedEmail, { buildingName }: { buildingName: string }): Promise<void> {
    const topic = email.message.topic;
    // The page a person opens, and the API route a mail program's unsubscribe button posts to, with one token.
    const token = topic === 'agreements' ? undefined : this.options.tokens.sign(email.to, topic as EmailTopic);
    const at = (path: string) =>
      new URL(`${path}?token=${encodeURIComponent(token!)}`, this.options.publicUrl).toString();
    const rendered = renderEmail(email, {
      buildingName,
      publicUrl: this.options.publicUrl,
      ...(token ? { unsubscribeUrl: at('/unsubscribe'), oneClickUrl: at('/api/unsubscribe') } : {}),
    });
    await this.transport.sendMail({
      from: { name: headerText(buildingName), address: this.options.fromAddress },
      to: { name: headerText(email.toName), address: email.to },
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      headers: rendered.headers,
    });
  }

  close(): void {
    this.transport.close();
  }
}
