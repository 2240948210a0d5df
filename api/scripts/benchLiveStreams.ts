/**
 * The live benchmark's client side (api/scripts/benchLive.ts): many members' Server-Sent
 * Events streams held by one process with node:http, one socket each (no agent, so no pool
 * limit), parsed just enough to time when each `comment` event arrives.
 */
import http from 'node:http';
import { liveRoutes } from '@kfeed/contracts/routes/live';

export interface Member {
  userId: number;
  /** `Bearer …` */
  authorization: string;
  /** An address of the member's own (the ticket's write limit also counts per address). */
  forwardedFor: string;
}

interface CommentEvent {
  type: string;
  feedId?: number;
  commentId?: number;
}

/** One open stream: when it was subscribed, and when each comment reached it. */
export class HeldStream {
  /** performance.now() at which each commentId's event was read. */
  readonly comments = new Map<number, number>();
  ended = false;
  #buffer = '';
  #onComment: ((commentId: number) => void) | null = null;

  constructor(
    readonly member: Member,
    readonly request: http.ClientRequest,
    readonly response: http.IncomingMessage,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.#take(chunk));
    const end = () => {
      this.ended = true;
    };
    response.on('end', end);
    response.on('close', end);
    response.on('error', end);
  }

  /** Called for every comment event read from now on. */
  onComment(listener: ((commentId: number) => void) | null): void {
    this.#onComment = listener;
  }

  #take(chunk: string): void {
    const at = performance.now();
    this.#buffer += chunk;
    let end: number;
    while ((end = this.#buffer.indexOf('\n\n')) !== -1) {
      const block = this.#buffer.slice(0, end);
      this.#buffer = this.#buffer.slice(end + 2);
      for (const line of block.split('\n')) {
        if (!line.startsWith('data:')) continue;
        const event = JSON.parse(line.slice(5)) as CommentEvent;
        if (event.type === 'comment' && event.commentId !== undefined) {
          this.comments.set(event.commentId, at);
          this.#onComment?.(event.commentId);
        }
      }
    }
  }

  close(): void {
    this.request.destroy();
  }
}

/** POST /api/live/ticket as the member: the ticket (or an error with the answer). */
export async function ticket(base: URL, member: Member, agent: http.Agent): Promise<string> {
  const { status, body } = await new Promise<{ status: number; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          path: liveRoutes.createTicket.path,
          method: 'POST',
          agent,
          headers: {
            authorization: member.authorization,
            'x-forwarded-for': member.forwardedFor,
            'content-type': 'application/json',
            'content-length': '2',
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end('{}');
    },
  );
  if (status !== 200) throw new Error(`ticket for ${member.userId}: ${status} ${body}`);
  const answer = JSON.parse(body) as { data: { ticket: string; expiresInSeconds: number } };
  return answer.data.ticket;
}

/**
 * Open the member's stream with a ticket and wait for its first line (`: live`), written
 * once the stream is subscribed to every new event.
 */
export async function openStream(
  base: URL,
  member: Member,
  agent: http.Agent,
): Promise<HeldStream> {
  const value = await ticket(base, member, agent);
  return new Promise<HeldStream>((resolve, reject) => {
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`stream of ${member.userId}: no first line within 30 s`));
    }, 30_000);
    const request = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: `${liveRoutes.stream.path}?ticket=${encodeURIComponent(value)}`,
        // A socket of its own, outside any pool: nothing caps the number of streams.
        agent: false,
        headers: { accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          clearTimeout(timer);
          response.resume();
          reject(new Error(`stream of ${member.userId}: ${response.statusCode}`));
          return;
        }
        const stream = new HeldStream(member, request, response);
        // The first line is a comment (": live"): subscribed from then on.
        response.once('data', () => {
          clearTimeout(timer);
          resolve(stream);
        });
      },
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Run `work` over `items`, `width` at a time; answers the results in order. */
export async function inParallel<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}
