import Fastify from 'fastify';

const app = Fastify({ logger: true });
app.get('/api/health', async () => ({ result: true, data: { status: 'ok' }, message: '' }));
await app.listen({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '127.0.0.1' });
