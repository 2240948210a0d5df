import Fastify, { type FastifyInstance } from 'fastify';
import { keepWorkingRequests } from './workingRequests.ts';

/** A server with a short idle-connection timeout and a handler that works past it. */
async function serverWithSlowHandler(keep: boolean): Promise<FastifyInstance> {
  const app = Fastify({ connectionTimeout: 300, requestTimeout: 5000, keepAliveTimeout: 5000 });
  if (keep) keepWorkingRequests(app);
  app.post('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 900));
    return { result: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function postSlow(app: FastifyInstance): Promise<number | string> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return fetch(`http://127.0.0.1:${port}/slow`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).then(
    (response) => response.status,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );
}

it('the idle-connection timeout alone cuts a request still being handled', async () => {
  const app = await serverWithSlowHandler(false);
  try {
    expect(await postSlow(app)).toBe('UND_ERR_SOCKET');
  } finally {
    await app.close();
  }
});

it('a request being handled is answered however long the work takes', async () => {
  const app = await serverWithSlowHandler(true);
  try {
    expect(await postSlow(app)).toBe(200);
  } finally {
    await app.close();
  }
});
