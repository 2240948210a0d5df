/**
 * The API tests' SMTP catcher on the browser tests' port, with a small HTTP mailbox the
 * tests read: GET /messages?to=<address> answers the parsed messages, newest last.
 */
import http from 'node:http';
import { startSmtpCatcher } from '../../api/src/testing/smtpCatcher.ts';
import { ports } from './ports.ts';

const catcher = await startSmtpCatcher({ port: ports.smtp });

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') return void response.end('ok');
    if (url.pathname !== '/messages') return void response.writeHead(404).end();
    const to = url.searchParams.get('to');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(to ? catcher.to(to) : catcher.messages));
  })
  .listen(ports.mailbox, '127.0.0.1');
