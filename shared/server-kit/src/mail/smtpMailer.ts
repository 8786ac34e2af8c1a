import { logger } from '../logger';
import nodemailer from 'nodemailer';
import type { Settings } from '../settings';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** Sends mail over SMTP when SMTP_URL is set (e.g. smtp://user:pass@mail.example.com:587); null otherwise. */
export function smtpSender(settings: Partial<Pick<Settings, 'smtpUrl' | 'mailFrom'>>): MailSender | null {
  if (!settings.smtpUrl) return null;
  const transport = nodemailer.createTransport(settings.smtpUrl);
  const from = settings.mailFrom || 'Switchyard <no-reply@switchyard.invalid>';
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/** Hands a recorded message to SMTP without holding up the request; a failure is only logged. */
export function deliverLater(sender: MailSender | null, message: MailMessage): void {
  if (!sender) return;
  sender.send(message).catch((err: unknown) => {
    logger.warn(
      { err, subject: message.subject },
      'sending an e-mail over SMTP failed; it stays in the outbox',
    );
  });
}
