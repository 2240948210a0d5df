import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a
 * browser that once signed in to an address with a right code carries a signed token for
 * that address. Wrong codes from such a browser are counted for it alone, so a stranger
 * guessing an address's codes, who has no such token, can pause sign-in from new devices
 * but never from the owner's own.
 *
 * The cookie holds up to MAX_ENTRIES `<deviceId>.<signature>` entries (a browser shared by
 * a family signs in to several addresses); the signature binds the id to the address, so
 * one address's token means nothing for another.
 */
export const DEVICE_COOKIE = '__Host-kfeed_device';
const MAX_ENTRIES = 5;
const MAX_AGE_SECONDS = 180 * 24 * 3600;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export class TrustedDevices {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHmac('sha256', secret).update('kfeed device cookies').digest();
  }

  #sign(address: string, deviceId: string): string {
    return createHmac('sha256', this.#key).update(`${address}\n${deviceId}`).digest('base64url');
  }

  /** The device id the request's cookie holds for `address`, or null. */
  deviceFor(request: FastifyRequest, address: string): string | null {
    for (const entry of entriesOf(request)) {
      const [deviceId = '', signature = ''] = entry.split('.');
      if (!ID_PATTERN.test(deviceId)) continue;
      const expected = Buffer.from(this.#sign(address, deviceId));
      const given = Buffer.from(signature);
      if (expected.length === given.length && timingSafeEqual(expected, given)) return deviceId;
    }
    return null;
  }

  /** Remember this browser for `address` (after a right code), keeping its other entries. */
  remember(request: FastifyRequest, reply: FastifyReply, address: string): void {
    const deviceId = this.deviceFor(request, address) ?? randomBytes(16).toString('base64url');
    const mine = `${deviceId}.${this.#sign(address, deviceId)}`;
    const others = entriesOf(request).filter((entry) => !entry.startsWith(`${deviceId}.`));
    const entries = [mine, ...others].slice(0, MAX_ENTRIES);
    reply.setCookie(DEVICE_COOKIE, entries.join('~'), {
      httpOnly: true,
      sameSite: 'strict',
      secure: true,
      path: '/',
      maxAge: MAX_AGE_SECONDS,
    });
  }
}

function entriesOf(request: FastifyRequest): string[] {
  const value = request.cookies[DEVICE_COOKIE];
  if (!value || value.length > 1024) return [];
  return value.split('~').slice(0, MAX_ENTRIES);
}
