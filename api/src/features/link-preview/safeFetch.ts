import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import ipaddr from 'ipaddr.js';

/**
 * GET a URL given by a user without letting it reach the server's own network (SSRF):
 * only http(s); the host is resolved here and every address it resolves to must be a
 * public unicast address (no loopback, private, link-local — cloud metadata lives there —,
 * carrier-grade NAT, multicast, unspecified, reserved, or IPv6 forms embedding such an
 * IPv4 address); the connection goes to the vetted address (not a second look-up that
 * could answer differently), and each redirect is checked the same way.
 */
export interface SafeFetchOptions {
  /** Tests only: let loopback addresses through (every other refusal still applies). */
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Whether to read the body of a response with this content type. */
  wantBody(contentType: string): boolean;
  userAgent: string;
}

export interface SafeFetchResult {
  /** The URL finally answered, after redirects. */
  url: URL;
  status: number;
  contentType: string;
  body: Buffer;
  truncated: boolean;
}

/** Why a fetch was not made or did not finish; `reason` is for logs and tests. */
export class SafeFetchError extends Error {
  constructor(
    readonly reason:
      'scheme' | 'credentials' | 'blocked-address' | 'dns' | 'redirects' | 'timeout' | 'http',
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

/** IPv6 global unicast is 2000::/3; anything outside it (IPv4-compatible ::/96 too) is special. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** ::a.b.c.d, the deprecated IPv4-compatible form (e.g. [::7f00:1] is 127.0.0.1). */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Global unicast addresses only (loopback too when allowed). IPv4-mapped and
 * IPv4-compatible IPv6 addresses are judged as the IPv4 address they carry.
 */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (v6.match(IPV4_COMPATIBLE) && v6.toNormalizedString() !== '0:0:0:0:0:0:0:1') {
      parsed = ipaddr.fromByteArray(v6.toByteArray().slice(12));
    }
  }
  const range = parsed.range();
  if (allowLoopback && range === 'loopback') return true;
  if (range !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

interface Vetted {
  address: string;
  family: 4 | 6;
}

async function resolveVetted(
  hostname: string,
  options: SafeFetchOptions,
  remainingMs: number,
): Promise<Vetted> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    let timer: NodeJS.Timeout | undefined;
    try {
      addresses = await Promise.race([
        lookup(host, { all: true, verbatim: true }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new SafeFetchError('timeout', 'DNS look-up timed out')),
            remainingMs,
          );
        }),
      ]);
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      throw new SafeFetchError('dns', `Could not resolve ${host}`);
    } finally {
      clearTimeout(timer);
    }
  }
  // Every answer must be public: a name answering both a public and a private address
  // is refused rather than trusted to be connected to the public one.
  const first = addresses[0];
  if (!first || addresses.some((a) => !isPublicAddress(a.address, options.allowLoopback))) {
    throw new SafeFetchError('blocked-address', `${host} resolves to a non-public address`);
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

function request(url: URL, target: Vetted, options: SafeFetchOptions, signal: AbortSignal) {
  // The socket connects to the vetted address; the URL's host still names the server for
  // the Host header and TLS (SNI and certificate check).
  const fixedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: fixedLookup,
        agent: false,
        signal,
        headers: {
          'user-agent': options.userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,image/*;q=0.8,*/*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  return response;
}

/** Read at most maxBytes of the (decompressed) body, then stop the download. */
async function readLimited(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      if (size + buffer.length >= maxBytes) {
        chunks.push(buffer.subarray(0, maxBytes - size));
        response.destroy();
        return { body: Buffer.concat(chunks), truncated: true };
      }
      chunks.push(buffer);
      size += buffer.length;
    }
  } catch (error) {
    // A broken or cut compressed stream still leaves the part that arrived usable.
    if (chunks.length === 0) throw error;
    response.destroy();
    return { body: Buffer.concat(chunks), truncated: true };
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

export async function safeFetch(
  input: string,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  const started = Date.now();
  const remaining = () => options.timeoutMs - (Date.now() - started);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = new URL(input);
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new SafeFetchError(
          'scheme',
          `Only http and https links are fetched (${url.protocol})`,
        );
      }
      if (url.username || url.password) {
        throw new SafeFetchError(
          'credentials',
          'Links carrying a user name or password are not fetched',
        );
      }
      const target = await resolveVetted(url.hostname, options, Math.max(remaining(), 1));
      const response = await request(url, target, options, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (redirects >= options.maxRedirects) {
          throw new SafeFetchError('redirects', `More than ${options.maxRedirects} redirects`);
        }
        url = new URL(location, url);
        continue;
      }
      const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
      if (status < 200 || status >= 300 || !options.wantBody(contentType)) {
        response.destroy();
        return { url, status, contentType, body: Buffer.alloc(0), truncated: false };
      }
      const { body, truncated } = await readLimited(response, options.maxBytes);
      return { url, status, contentType, body, truncated };
    }
  } catch (error) {
    if (controller.signal.aborted) throw new SafeFetchError('timeout', 'The page took too long');
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError('http', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
