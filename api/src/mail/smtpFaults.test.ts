import { createServer, type Server, type Socket } from 'node:net';
import { jest } from '@jest/globals';
import { authRoutes } from '@kfeed/contracts/routes/auth';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * Faults of the mail server: refusing connections, refusing service, never greeting, and
 * stalling mid-message. A member asking for a code is answered within 6 s either way, with
 * a code and a message that says the mail could not be sent, and the API goes on.
 */
jest.setTimeout(60_000);

const ANSWER_BUDGET_MS = 6000;
const servers: Server[] = [];
const sockets = new Set<Socket>();

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A TCP server on loopback that plays a broken SMTP server; answers its port. */
async function brokenSmtp(play: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    play(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Greets and takes commands, then stops answering at DATA: a server that stalls. */
function stallsAtData(socket: Socket) {
  socket.write('220 slow.example ESMTP\r\n');
  socket.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
      if (/^(EHLO|HELO)/i.test(line)) socket.write('250 slow.example\r\n');
      else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 OK\r\n');
      // DATA: silence, though each reply before it came at once.
    }
  });
}

async function askForCode(server: TestServer) {
  const started = performance.now();
  const response = await fetch(server.url + authRoutes.getLoginVerificationNumber.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ email: 'sari@kfeed.example' }),
  });
  const body = (await response.json()) as { code?: string; message?: string };
  return { status: response.status, body, ms: performance.now() - started };
}

it.each([
  ['refusing connections', async () => closedPort()],
  [
    'refusing service at the greeting',
    () => brokenSmtp((socket) => socket.end('554 No SMTP service here\r\n')),
  ],
  ['never greeting', () => brokenSmtp(() => undefined)],
  ['stalling at DATA', () => brokenSmtp(stallsAtData)],
])('a mail server %s: the code request is answered within 6 s, told plainly', async (_, smtp) => {
  const port = await smtp();
  const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  try {
    const answer = await askForCode(server);
    expect(answer.ms).toBeLessThan(ANSWER_BUDGET_MS);
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('AUTH-014');
    expect(answer.body.message).toMatch(/could not send the e-mail/i);
    // The rest of the API did not wait for it.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  } finally {
    await server.close();
  }
});
