import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

/**
 * Test doubles for web push. The browsers' push services (FCM, Mozilla, Apple, WNS) cannot
 * be reached from a test, so a loopback HTTP server plays one: it receives what the API
 * posts, as a push service would, and answers with a status the test chooses. The test
 * holds the device's private key, as a browser does, and decrypts each message itself.
 */

/** One push as the push service received it. */
export interface ReceivedPush {
  device: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushServiceDouble {
  /** e.g. http://127.0.0.1:41234: what PUSH_SERVICE_HOSTS admits. */
  origin: string;
  /** The endpoint of a device: `${origin}/push/${device}`. */
  endpoint(device: string): string;
  /** Every push received, in order. */
  received: ReceivedPush[];
  /** The pushes one device received. */
  receivedBy(device: string): ReceivedPush[];
  /** Answer this device's pushes with `status` (201, what push services answer, by default). */
  answer(device: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushServiceDouble(): Promise<PushServiceDouble> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      received.push({ device, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(device) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    endpoint: (device) => `${origin}/push/${encodeURIComponent(device)}`,
    received,
    receivedBy: (device) => received.filter((push) => push.device === device),
    answer: (device, status) => statuses.set(device, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and 16-byte secret. */
export interface TestDevice {
  name: string;
  ecdh: ECDH;
  auth: Buffer;
  /** What `PushSubscription.toJSON()` gives the page to send to the API. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export function makeDevice(push: PushServiceDouble, name: string): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    name,
    ecdh,
    auth,
    subscription: {
      endpoint: push.endpoint(name),
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

/**
 * Decrypt an `aes128gcm` push (RFC 8188 framing, RFC 8291 keys) with the device's private
 * key, as the browser does: the header carries the salt, the record size and the server's
 * one-time public key.
 */
export function decryptPush(body: Buffer, device: TestDevice): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + keyLength);
  const record = body.subarray(21 + keyLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const derive = (info: string, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${info}\0`), length));
  const decipher = createDecipheriv('aes-128-gcm', derive('aes128gcm', 16), derive('nonce', 12));
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Check a push's `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): the key is the
 * server's, the JWT is signed with it (ES256) for the push service's origin; answers its
 * claims.
 */
export async function verifyVapid(
  authorization: string | undefined,
  serverPublicKey: string,
  audience: string,
): Promise<JWTPayload> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token = '', key = ''] = match;
  if (key !== serverPublicKey) throw new Error('signed with another key');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, publicKey, { audience, algorithms: ['ES256'] });
  return payload;
}
