import type { FastifyInstance } from 'fastify';

/**
 * The server's idle-connection timeout (`connectionTimeout`) is a socket inactivity timer:
 * left on, it also cuts a request whose answer is still being worked out (a ten-photo post
 * waiting for the image jobs, a write behind a busy database), and behind nginx each such
 * cut takes the replica out. Once a request is being handled it is not idle: its timer is
 * turned off. Slow clients stay bounded: the whole request must arrive within
 * `requestTimeout`, and a kept-alive socket closes after `keepAliveTimeout`.
 */
export function keepWorkingRequests(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    request.raw.socket.setTimeout(0);
    done();
  });
}
