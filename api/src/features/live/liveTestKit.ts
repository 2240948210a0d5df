import type { LiveEventBody } from '@kfeed/contracts/notification';
import { liveRoutes } from '@kfeed/contracts/routes/live';

/** One Server-Sent Event as a client reads it. */
export interface ReadEvent {
  id: string | null;
  data: LiveEventBody;
}

/**
 * A live stream read with Node's fetch, parsed by hand (no EventSource in Node): the events
 * and comment lines so far, and waits for more.
 */
export class SseReader {
  readonly events: ReadEvent[] = [];
  readonly comments: string[] = [];
  /** Set when the server ended the stream (or it failed). */
  ended = false;
  readonly #abort: AbortController;
  readonly #waiters = new Set<() => void>();
  readonly done: Promise<void>;

  constructor(
    readonly response: Response,
    abort: AbortController,
  ) {
    this.#abort = abort;
    this.done = this.#read();
  }

  async #read(): Promise<void> {
    const reader = this.response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          this.#block(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        this.#wake();
      }
    } catch {
      // aborted by close(), or the connection was cut
    } finally {
      this.ended = true;
      this.#wake();
    }
  }

  #block(block: string): void {
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0) this.events.push({ id, data: JSON.parse(data.join('\n')) });
  }

  #wake(): void {
    for (const waiter of [...this.#waiters]) waiter();
  }

  /** Wait (bounded) until `check` holds; answers its value. */
  async until<T>(
    check: () => T | undefined | false,
    timeoutMs = 5_000,
    what = 'an event',
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value !== undefined && value !== false) return value;
      if (this.ended) throw new Error(`the stream ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no ${what} within ${timeoutMs} ms: ${JSON.stringify(this.events)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        function done() {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        }
        const waiters = this.#waiters;
        waiters.add(done);
      });
    }
  }

  /** The first event matching, waiting for it (bounded). */
  next(match: (event: ReadEvent) => boolean, timeoutMs = 5_000): Promise<ReadEvent> {
    return this.until(() => this.events.find(match), timeoutMs, 'a matching event');
  }

  /** Hang up, as a closed tab does. */
  async close(): Promise<void> {
    this.#abort.abort();
    await this.done;
  }
}

/** GET the stream with a ticket (and Last-Event-ID); the reader, or the refusal's answer. */
export async function openStream(
  baseUrl: string,
  ticket: string,
  options: { lastEventId?: string; query?: Record<string, string> } = {},
): Promise<SseReader | { status: number; contentType: string | null; body: unknown }> {
  const abort = new AbortController();
  const query = new URLSearchParams({ ticket, ...options.query });
  const response = await fetch(`${baseUrl}${liveRoutes.stream.path}?${query.toString()}`, {
    headers: options.lastEventId ? { 'last-event-id': options.lastEventId } : {},
    signal: abort.signal,
  });
  if (response.status !== 200) {
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: await response.json(),
    };
  }
  return new SseReader(response, abort);
}

/** A ticket for a member's token, from the API at `baseUrl`. */
export async function ticketFor(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}${liveRoutes.createTicket.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const answer = (await response.json()) as { data: { ticket: string } };
  if (response.status !== 200) throw new Error(`no ticket: ${JSON.stringify(answer)}`);
  return answer.data.ticket;
}

/** Open a member's stream, which must open. */
export async function streamFor(
  baseUrl: string,
  token: string,
  options: { lastEventId?: string; query?: Record<string, string> } = {},
): Promise<SseReader> {
  const opened = await openStream(baseUrl, await ticketFor(baseUrl, token), options);
  if (!(opened instanceof SseReader)) throw new Error(`no stream: ${JSON.stringify(opened)}`);
  // The stream is subscribed once its first line (a comment) is out.
  await opened.until(() => opened.comments.length > 0, 5_000, 'the opening line');
  return opened;
}
