import net from 'node:net';

export interface RawAnswer {
  /** Body bytes the client managed to write. */
  sent: number;
  /** A socket error the client met (EPIPE, ECONNRESET: the server closed on it), if any. */
  error: string | null;
  status: number;
  body: { code?: string; message?: string };
}

export interface RawBody {
  /** Written first (a multipart part's headers). */
  prefix?: string;
  /** Then this many filler bytes, in 64 KB pieces as fast as the server takes them. */
  fill: number;
  /** Written last (a closing boundary). */
  suffix?: string;
  /** Sent with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked?: boolean;
}

/**
 * One HTTP/1.1 request written on a raw socket to `url`'s server (fetch hides a reset behind
 * a generic failure): what the client sent, whether the server cut it off, and the answer.
 * `head` is the request line and headers, without Content-Length or Transfer-Encoding.
 */
export function rawRequest(url: string, head: string[], body: RawBody): Promise<RawAnswer> {
  const prefix = Buffer.from(body.prefix ?? '');
  const suffix = Buffer.from(body.suffix ?? '');
  const total = prefix.length + body.fill + suffix.length;
  const framing = body.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${total}`;
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
    const received: Buffer[] = [];
    let sent = 0;
    let error: string | null = null;
    socket.on('data', (data: Buffer) => received.push(data));
    socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code ?? 'error'));
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
      resolve({ sent, error, status, body: json ? (JSON.parse(json) as RawAnswer['body']) : {} });
    });
    socket.write([...head, framing, '', ''].join('\r\n'));
    const filler = Buffer.alloc(64 * 1024, 'a');
    const pieces = function* () {
      if (prefix.length > 0) yield prefix;
      for (let left = body.fill; left > 0; left -= filler.length) {
        yield filler.subarray(0, Math.min(filler.length, left));
      }
      if (suffix.length > 0) yield suffix;
    };
    const queue = pieces();
    const pump = () => {
      for (let piece = queue.next(); !piece.done; piece = queue.next()) {
        sent += piece.value.length;
        const framed = body.chunked
          ? Buffer.concat([
              Buffer.from(`${piece.value.length.toString(16)}\r\n`),
              piece.value,
              Buffer.from('\r\n'),
            ])
          : piece.value;
        if (!socket.write(framed)) return void socket.once('drain', pump);
      }
      if (body.chunked) socket.write('0\r\n\r\n');
      // Once the answer is in, the client closes.
      const close = () => setTimeout(() => socket.end(), 50);
      if (received.length > 0) close();
      else socket.once('data', close);
    };
    pump();
  });
}
