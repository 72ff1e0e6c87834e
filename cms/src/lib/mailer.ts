// Sending the shop's emails through an SMTP server: the one the environment configures (Strapi's
// email plugin, config/plugins.ts) or the one the back office's Shop settings store, through the
// same nodemailer provider.
import nodemailerProvider from '@strapi/provider-email-nodemailer';

/** A server that does not answer fails the try soon; an enquiry's email is tried again later. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export interface MailMessage {
  /** Another recipient than the shop's own address (a new member's invite). */
  to?: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string | undefined;
}

/**
 * Plain text as the HTML part of an email, everything in it escaped: without an HTML part the
 * provider would send the text as HTML, so a typed "<b>" would be markup.
 */
export const textAsHtml = (text: string) =>
  `<div style="white-space: pre-wrap; font-family: sans-serif">${text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)}</div>`;

/** Where the shop's emails go and how they are sent. */
export interface Mailer {
  to: string;
  from: string;
  send(message: MailMessage): Promise<unknown>;
}

export interface SmtpServer {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
}

/** A mailer through `server`, from `from` to `to`. */
export function smtpMailer(server: SmtpServer, to: string, from: string): Mailer {
  // nodemailer's SMTP transport options: the provider's type names only the union of every transport's.
  const options = { ...server, ...SMTP_TIMEOUTS } as Parameters<typeof nodemailerProvider.init>[0];
  const provider = nodemailerProvider.init(options, { defaultFrom: from, defaultReplyTo: from });
  return {
    to,
    from,
    send: ({ replyTo, ...message }) => provider.send({ to, from, ...message, ...(replyTo ? { replyTo } : {}) }),
  };
}
