/**
 * A real SMTP server on loopback that keeps what it receives, and a small HTTP
 * mailbox the tests read: GET /messages?to=<address> answers the messages, newest last.
 */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { ports } from './ports.ts';

interface ReceivedMail {
  to: string[];
  raw: string;
  receivedAt: string;
}

const received: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(ports.smtp, '127.0.0.1');

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') return void response.end('ok');
    if (url.pathname !== '/messages') return void response.writeHead(404).end();
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = to ? received.filter((m) => m.to.includes(to)) : received;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(messages));
  })
  .listen(ports.mailbox, '127.0.0.1');
