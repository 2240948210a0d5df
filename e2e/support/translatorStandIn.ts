/**
 * A LibreTranslate-compatible stand-in (the API tests' loopback server) for the browser
 * tests: the real service cannot run here. The API routes Uzbek alone to it (see
 * playwright.config.ts), so every other reader meets "no translator for my language".
 * A small control server lets a test hold translations (to see one pending), release
 * them, or make the next ones fail: POST /hold, /release, /fail?count=n.
 */
import http from 'node:http';
import { startLibreTranslateServer } from '../../api/src/testing/libreTranslateServer.ts';
import { ports } from './ports.ts';

const translator = await startLibreTranslateServer({
  languages: ['en', 'ko', 'ru', 'uz'],
  port: ports.translator,
});

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') return void response.end('ok');
    if (request.method !== 'POST') return void response.writeHead(405).end();
    if (url.pathname === '/hold') translator.hold();
    else if (url.pathname === '/release') translator.release();
    else if (url.pathname === '/fail')
      translator.failNext(Number(url.searchParams.get('count') ?? 1), 400);
    else return void response.writeHead(404).end();
    response.end('ok');
  })
  .listen(ports.translatorControl, '127.0.0.1');
