import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import {
  checkVapidKeys,
  PushSettingsError,
  type PushSettings,
  type VapidKeys,
} from './pushSettings.ts';

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else the pair kept in the
 * data folder, made (0600) on first start, as the signing secret is (config.ts). Browsers
 * subscribe with the public key, so it must outlive restarts: a new pair would silence every
 * subscribed device until its member turns push on again.
 */
export function vapidKeys(settings: Pick<PushSettings, 'vapidKeys' | 'keyFile'>): VapidKeys {
  if (settings.vapidKeys) return settings.vapidKeys;
  const file = settings.keyFile;
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const generated = webpush.generateVAPIDKeys();
    try {
      writeFileSync(file, `${JSON.stringify(generated)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting on the same folder wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new PushSettingsError(`${file} is not the JSON of a VAPID key pair.`);
  }
  const { publicKey, privateKey } = (stored ?? {}) as Partial<VapidKeys>;
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string') {
    throw new PushSettingsError(`${file} holds no publicKey and privateKey.`);
  }
  return checkVapidKeys({ publicKey, privateKey }, file);
}
