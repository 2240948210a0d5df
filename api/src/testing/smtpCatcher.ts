import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  /** The messages to one address, oldest first. */
  to(address: string): CaughtMail[];
  /** The six-digit code in the newest message to `address`. */
  codeFor(address: string): string;
  /** Refuse every message to `address` (the server answers 550). */
  refuse(address: string): void;
  close(): Promise<void>;
}

/** The six-digit code in a message: its text body first, then its HTML's text. */
export function codeInMail(mail: Pick<CaughtMail, 'text' | 'html'>): string | null {
  for (const body of [mail.text, mail.html.replace(/<[^>]*>/g, ' ')]) {
    const match = body.match(/(?<!\d)\d{6}(?!\d)/);
    if (match) return match[0];
  }
  return null;
}

/**
 * A real SMTP server on loopback that parses and keeps what it receives: the API tests'
 * catcher, and (served over HTTP by e2e/support/mailCatcher.ts) the browser tests' one.
 * Port 0 unless given.
 */
export async function startSmtpCatcher({ port = 0 }: { port?: number } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              receivedAt: new Date().toISOString(),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: boundPort } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    to,
    codeFor(address) {
      const newest = to(address).at(-1);
      const code = newest && codeInMail(newest);
      if (!code) throw new Error(`no code mailed to ${address}`);
      return code;
    },
    refuse(address) {
      refused.add(address.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
