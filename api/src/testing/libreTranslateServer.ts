import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A LibreTranslate-compatible HTTP server on 127.0.0.1 for tests: GET /languages and
 * POST /translate as the real service answers them. It translates from a small phrase
 * book (and marks anything else as `[target] text`), records every request, and can be
 * told to fail the next requests or to hold them until released.
 */
export interface TranslateRequest {
  q: string | string[];
  source: string;
  target: string;
  format?: string;
  api_key?: string;
}

export interface LibreTranslateServer {
  url: string;
  requests: TranslateRequest[];
  /** Answer the next n translate requests with this status. */
  failNext(count: number, status?: number): void;
  /** Hold translate requests until release() is called. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startLibreTranslateServer(options: {
  languages: string[];
  phrases?: Record<string, Record<string, string>>;
  apiKey?: string;
  /** A fixed port (the browser tests give the API its address); default any free one. */
  port?: number;
}): Promise<LibreTranslateServer> {
  const requests: TranslateRequest[] = [];
  let failures = 0;
  let failureStatus = 500;
  let gate: Promise<void> | null = null;
  let open: () => void = () => {};
  const phrases = options.phrases ?? {};

  const translate = (text: string, target: string) =>
    phrases[text]?.[target] ?? `[${target}] ${text}`;

  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/languages') {
      send(
        200,
        options.languages.map((code) => ({ code, name: code, targets: options.languages })),
      );
      return;
    }
    if (req.method !== 'POST' || req.url !== '/translate') {
      send(404, { error: 'Not found' });
      return;
    }
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      void (async () => {
        const body = JSON.parse(raw) as TranslateRequest;
        requests.push(body);
        if (gate) await gate;
        if (failures > 0) {
          failures -= 1;
          send(failureStatus, { error: 'Temporarily unavailable' });
          return;
        }
        if (options.apiKey && body.api_key !== options.apiKey) {
          send(403, { error: 'Invalid API key' });
          return;
        }
        if (!options.languages.includes(body.target)) {
          send(400, { error: `${body.target} is not supported` });
          return;
        }
        const translatedText = Array.isArray(body.q)
          ? body.q.map((text) => translate(text, body.target))
          : translate(body.q, body.target);
        send(200, { translatedText });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count, status = 500) {
      failures = count;
      failureStatus = status;
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
