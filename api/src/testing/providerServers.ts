import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Loopback servers (127.0.0.1) speaking the documented request and answer shapes of
 * DeepL API v2, Google Cloud Translation v2 and OpenAI-compatible chat completions, for
 * the provider tests. Each checks the request (path, credentials, body fields), records
 * it, answers `[target] text` as the translation, and answers in the provider's own
 * error shapes: refusals, a language it lacks, rate limits with Retry-After and quotas.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface ScriptedFailure {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface ProviderServer {
  url: string;
  requests: RecordedRequest[];
  /** Answer the next requests with these failures, in order. */
  failNext(...failures: ScriptedFailure[]): void;
  /** Answer every request with this failure until cleared (null). */
  failAlways(failure: ScriptedFailure | null): void;
  /** Take requests and never answer them (a provider that hangs), until set back to false. */
  hang(on: boolean): void;
  close(): Promise<void>;
}

type Handler = (request: RecordedRequest) => { status: number; body: unknown };

async function startServer(handle: Handler): Promise<ProviderServer> {
  const requests: RecordedRequest[] = [];
  const scripted: ScriptedFailure[] = [];
  let always: ScriptedFailure | null = null;
  let hanging = false;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let body: Record<string, unknown>;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        body = { unparsable: raw };
      }
      const request = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(request);
      if (hanging) return;
      const failure = scripted.shift() ?? always;
      const answer = failure ?? handle(request);
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        ...(failure?.headers ?? {}),
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (...failures) => void scripted.push(...failures),
    failAlways: (failure) => void (always = failure),
    hang: (on) => void (hanging = on),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** DeepL's regular target languages (developers.deepl.com, "Languages supported"). */
export const DEEPL_TARGETS = [
  'BG',
  'CS',
  'DA',
  'DE',
  'EL',
  'EN-GB',
  'EN-US',
  'ES',
  'ET',
  'FI',
  'FR',
  'HU',
  'ID',
  'IT',
  'JA',
  'KO',
  'LT',
  'LV',
  'NB',
  'NL',
  'PL',
  'PT-BR',
  'PT-PT',
  'RO',
  'RU',
  'SK',
  'SL',
  'SV',
  'TH',
  'TR',
  'UK',
  'VI',
  'ZH-HANS',
  'ZH-HANT',
];

/** POST /v2/translate with `Authorization: DeepL-Auth-Key <key>`. */
export function startDeepLServer(apiKey: string): Promise<ProviderServer> {
  return startServer((request) => {
    if (request.method !== 'POST' || request.path !== '/v2/translate') {
      return { status: 404, body: { message: 'Not found' } };
    }
    if (request.headers.authorization !== `DeepL-Auth-Key ${apiKey}`) {
      return { status: 403, body: { message: 'Authorization failure, check auth_key' } };
    }
    const { text, target_lang: target } = request.body;
    if (!Array.isArray(text) || text.some((t) => typeof t !== 'string')) {
      return { status: 400, body: { message: "Parameter 'text' not specified." } };
    }
    if (typeof target !== 'string' || !DEEPL_TARGETS.includes(target)) {
      return { status: 400, body: { message: "Value for 'target_lang' not supported." } };
    }
    return {
      status: 200,
      body: {
        translations: (text as string[]).map((t) => ({
          detected_source_language: 'KO',
          text: `[${target}] ${t}`,
        })),
      },
    };
  });
}

/** Google's error shape. */
export function googleError(code: number, status: string, message: string, reason: string) {
  return {
    error: { code, message, errors: [{ message, domain: 'global', reason }], status },
  };
}

/** Every code Google v2 offers among ours (Filipino is `tl`). */
const GOOGLE_CODES = [
  'ko',
  'en',
  'ja',
  'zh-CN',
  'zh-TW',
  'vi',
  'th',
  'id',
  'ms',
  'tl',
  'my',
  'km',
  'ne',
  'mn',
  'uz',
  'ru',
];

/** POST /language/translate/v2?key=<key> with {q, target, source?, format}. */
export function startGoogleServer(apiKey: string): Promise<ProviderServer> {
  return startServer((request) => {
    if (request.method !== 'POST' || request.path !== '/language/translate/v2') {
      return { status: 404, body: googleError(404, 'NOT_FOUND', 'Not Found', 'notFound') };
    }
    if (request.query.get('key') !== apiKey) {
      return {
        status: 400,
        body: googleError(
          400,
          'INVALID_ARGUMENT',
          'API key not valid. Please pass a valid API key.',
          'badRequest',
        ),
      };
    }
    const { q, target, format } = request.body;
    const texts = typeof q === 'string' ? [q] : q;
    if (!Array.isArray(texts) || typeof target !== 'string' || format !== 'text') {
      return {
        status: 400,
        body: googleError(400, 'INVALID_ARGUMENT', 'Invalid Value', 'invalid'),
      };
    }
    if (!GOOGLE_CODES.includes(target)) {
      return {
        status: 400,
        body: googleError(400, 'INVALID_ARGUMENT', 'Invalid Value', 'invalid'),
      };
    }
    return {
      status: 200,
      body: {
        data: {
          translations: (texts as string[]).map((t) => ({ translatedText: `[${target}] ${t}` })),
        },
      },
    };
  });
}

/** OpenAI's error shape. */
export function openAiError(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } };
}

/**
 * POST /v1/chat/completions with a bearer key. It "translates" by naming the target
 * language the system message asks for: `[<name>] text`.
 */
export function startOpenAiServer(apiKey: string, model: string): Promise<ProviderServer> {
  return startServer((request) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      return { status: 404, body: openAiError('Not found', 'invalid_request_error', null) };
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return {
        status: 401,
        body: openAiError(
          'Incorrect API key provided.',
          'invalid_request_error',
          'invalid_api_key',
        ),
      };
    }
    const messages = request.body.messages as { role: string; content: string }[] | undefined;
    if (request.body.model !== model || !Array.isArray(messages)) {
      return {
        status: 404,
        body: openAiError(
          `The model '${String(request.body.model)}' does not exist`,
          'invalid_request_error',
          'model_not_found',
        ),
      };
    }
    const system = messages.find((m) => m.role === 'system')?.content ?? '';
    const user = messages.find((m) => m.role === 'user')?.content ?? '';
    const into = /into ([^.]+)\./.exec(system)?.[1] ?? '?';
    return {
      status: 200,
      body: {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 0,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: `[${into}] ${user}` },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      },
    };
  });
}
