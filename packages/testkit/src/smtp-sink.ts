// A real SMTP server on a free port of 127.0.0.1 that keeps every mail it is sent, for the suites
// whose emails (invites, reset links) go through the shop's own SMTP settings.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  /** The message as sent, quoted-printable's soft line breaks joined back. */
  raw: string;
}

export interface SmtpSink {
  port: number;
  mails: SunkMail[];
  /** The first mail to `to` that arrived after `since` mails, once it arrives (or an error after `timeoutMs`). */
  next(to: string, since: number, timeoutMs?: number): Promise<SunkMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const sink = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8').replace(/=\r\n/g, '');
        mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw });
        callback();
      });
    },
  });
  sink.listen(0, '127.0.0.1');
  await once(sink.server, 'listening');
  const { port } = sink.server.address() as AddressInfo;
  return {
    port,
    mails,
    async next(to, since, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.slice(since).find((mail) => mail.to.includes(to));
        if (found) return found;
        if (Date.now() > until) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => sink.close(() => resolve())),
  };
}
