import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import { toUtcString } from '../clock.ts';
import pTimeout from 'p-timeout';

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

/** The longest a send may take before the member is told it failed. */
export const SEND_DEADLINE_MS = 4500;

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
  // Short time-outs: the member waiting for a code is told within seconds that it could not
  // be sent, whatever the SMTP server does (refuse, never greet, stall between replies).
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 3000,
    greetingTimeout: 3000,
    socketTimeout: 4000,
  });
  return {
    kind: 'smtp',
    outbox,
    async send(mail) {
      // Inactivity time-outs alone let a server that answers slowly, line by line, hold the
      // request for as long as it likes: the whole send has a deadline too.
      await pTimeout(transport.sendMail({ from: options.from, ...mail }), {
        milliseconds: SEND_DEADLINE_MS,
        message: `the SMTP server did not take the mail within ${SEND_DEADLINE_MS} ms`,
      });
    },
  };
}
