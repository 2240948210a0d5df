import { createECDH } from 'node:crypto';
import path from 'node:path';
import ipaddr from 'ipaddr.js';

/** A VAPID key pair (P-256), base64url: the public key uncompressed (65 bytes), the private 32. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Where subscriptions may point: an `https:` host (a leading `*.` admits its subdomains), or
 * one origin given in full (`http:` only on loopback, in development: the tests' push
 * service).
 */
export interface PushServiceRule {
  protocol: 'https:' | 'http:';
  /** Lower case; with `subdomains`, the domain whose subdomains match. */
  host: string;
  subdomains: boolean;
  /** '' for the protocol's default port. */
  port: string;
}

/** Web push (features/push): the server's VAPID identity and the push services it posts to. */
export interface PushSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; null: generated into `keyFile` on first start. */
  vapidKeys: VapidKeys | null;
  keyFile: string;
  /** VAPID_SUBJECT: how push services reach the operator (`mailto:` or `https:`). */
  subject: string;
  serviceHosts: readonly PushServiceRule[];
}

export const VAPID_KEY_FILE_NAME = 'vapid-keys.json';

/**
 * The push services of the browsers KFeed supports: Chrome, Edge on Android, Opera and
 * Samsung Internet (FCM), Firefox (Mozilla autopush), Safari (Apple), Edge on Windows (WNS).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';

export class PushSettingsError extends Error {
  override name = 'PushSettingsError';
}

/** Read the push settings from the environment; the key file itself is read at start. */
export function loadPushSettings(
  env: NodeJS.ProcessEnv,
  { dataDir, mailFrom, development }: { dataDir: string; mailFrom: string; development: boolean },
): PushSettings {
  return {
    vapidKeys: vapidKeysSetting(env),
    keyFile: path.join(dataDir, VAPID_KEY_FILE_NAME),
    subject: subjectSetting(env.VAPID_SUBJECT, mailFrom),
    serviceHosts: parseServiceHosts(env.PUSH_SERVICE_HOSTS || DEFAULT_PUSH_SERVICE_HOSTS, {
      development,
    }),
  };
}

function vapidKeysSetting(env: NodeJS.ProcessEnv): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY || null;
  const privateKey = env.VAPID_PRIVATE_KEY || null;
  if (publicKey === null && privateKey === null) return null;
  if (publicKey === null || privateKey === null) {
    throw new PushSettingsError('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  }
  return checkVapidKeys({ publicKey, privateKey }, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
}

/** A key pair that is one P-256 pair, or a PushSettingsError naming `source`. */
export function checkVapidKeys(keys: VapidKeys, source: string): VapidKeys {
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  const privateKey = Buffer.from(keys.privateKey, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 4 || privateKey.length !== 32) {
    throw new PushSettingsError(
      `${source}: not a P-256 key pair in base64url (65-byte public, 32-byte private key).`,
    );
  }
  const curve = createECDH('prime256v1');
  try {
    curve.setPrivateKey(privateKey);
  } catch {
    throw new PushSettingsError(`${source}: the private key is not a P-256 key.`);
  }
  if (!curve.getPublicKey().equals(publicKey)) {
    throw new PushSettingsError(`${source}: the public key is not the private key's.`);
  }
  return keys;
}

/** VAPID_SUBJECT, else a mailto: of MAIL_FROM's address. */
function subjectSetting(value: string | undefined, mailFrom: string): string {
  if (value) {
    if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(value)) {
      throw new PushSettingsError(`VAPID_SUBJECT=${value} is not a mailto: or https: URL.`);
    }
    return value;
  }
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  if (!/^\S+@\S+$/.test(address)) {
    throw new PushSettingsError(
      `MAIL_FROM=${mailFrom} has no address to build VAPID_SUBJECT from; set VAPID_SUBJECT.`,
    );
  }
  return `mailto:${address}`;
}

/** PUSH_SERVICE_HOSTS: hosts, `*.` domains or full origins, separated by commas. */
export function parseServiceHosts(
  value: string,
  { development }: { development: boolean },
): PushServiceRule[] {
  const rules = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => serviceRule(entry, development));
  if (rules.length === 0) throw new PushSettingsError('PUSH_SERVICE_HOSTS names no push service.');
  return rules;
}

const HOST_NAME = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

function serviceRule(entry: string, development: boolean): PushServiceRule {
  const refused = (why: string) => new PushSettingsError(`PUSH_SERVICE_HOSTS: "${entry}" ${why}`);
  if (!entry.includes('://')) {
    const host = entry.toLowerCase();
    if (!HOST_NAME.test(host)) throw refused('is not a host name (or *.domain).');
    const subdomains = host.startsWith('*.');
    return { protocol: 'https:', host: subdomains ? host.slice(2) : host, subdomains, port: '' };
  }
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw refused('is not a host name or an origin.');
  }
  if (url.origin !== entry.replace(/\/$/, '') || url.username || url.password) {
    throw refused('must be an origin alone (scheme, host and port).');
  }
  if (url.protocol === 'http:') {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const loopback = ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
    if (!loopback || !development) {
      throw refused('is plain http: allowed only for a loopback address in development.');
    }
  } else if (url.protocol !== 'https:') {
    throw refused('must be https.');
  }
  return {
    protocol: url.protocol as PushServiceRule['protocol'],
    host: url.hostname,
    subdomains: false,
    port: url.port,
  };
}

/** Whether a subscription's endpoint is on an allowed push service. */
export function allowedEndpoint(endpoint: string, rules: readonly PushServiceRule[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return rules.some(
    (rule) =>
      rule.protocol === url.protocol &&
      rule.port === url.port &&
      (rule.subdomains ? host.endsWith(`.${rule.host}`) : host === rule.host),
  );
}
