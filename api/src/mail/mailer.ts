import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import { toUtcString } from '../clock.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry extends OutgoingMail {
  /** The sign-in code the message carries, for reading it without parsing. */
  code: string | null;
  sentAt: string;
}

/**
 * With no SMTP server configured, messages land here (and in the log) so a developer can
 * sign in; GET /api/dev/outbox shows them outside production. Only the newest are kept.
 */
export class DevOutbox {
  private readonly entries: OutboxEntry[] = [];
  constructor(private readonly capacity = 100) {}

  add(entry: OutboxEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.shift();
  }

  /** Newest first, optionally only those to one address. */
  list(to?: string): OutboxEntry[] {
    const wanted = to?.trim().toLowerCase();
    return this.entries.filter((entry) => !wanted || entry.to === wanted).reverse();
  }
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or the outbox kept it). */
  send(mail: OutgoingMail, code: string | null): Promise<void>;
  readonly outbox: DevOutbox;
  readonly kind: 'smtp' | 'outbox';
}

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  logger: FastifyBaseLogger;
  clock: Clock;
  /** Write codes to the log: development only. */
  logCodes?: boolean;
}): Mailer {
  const outbox = new DevOutbox();
  if (!options.smtpUrl) {
    return {
      kind: 'outbox',
      outbox,
      async send(mail, code) {
        outbox.add({ ...mail, code, sentAt: toUtcString(options.clock.now()) });
        options.logger.info(
          { to: mail.to, subject: mail.subject, ...(options.logCodes ? { code } : {}) },
          'mail not sent (no SMTP_URL): kept in the development outbox',
        );
      },
    };
  }
  // Short time-outs: the client gives up after 10 s, so a stuck SMTP server must fail sooner.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 8000,
  });
  return {
    kind: 'smtp',
    outbox,
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
