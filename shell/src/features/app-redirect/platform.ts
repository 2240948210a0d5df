import type { SharePlatform } from '@kfeed/contracts/common';

export function detectPlatform(userAgent: string, maxTouchPoints = 0): SharePlatform {
  if (/android/i.test(userAgent)) return 'ANDROID';
  // iPadOS reports a Mac user agent; touch support tells them apart.
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1))
    return 'IOS';
  return 'DESKTOP';
}

/** Where each platform is sent, and after how long (spec 2, "App redirect"). */
export const APP_LINKS = {
  androidStore: 'https://play.google.com/store/apps/details?id=kr.kfeed.app',
  iosStore: 'https://apps.apple.com/app/kfeed/id6450000000',
  iosScheme: 'kfeed://open',
  /** Spec 2: after 1 s Android goes to the store and iOS to the app scheme... */
  androidDelayMs: 1000,
  iosSchemeDelayMs: 1000,
  /** ...then iOS to the store 1.5 s later, when no app took the scheme. */
  iosStoreDelayMs: 1500,
} as const;
