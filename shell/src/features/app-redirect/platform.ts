import type { SharePlatform } from '@kfeed/kit/contracts/common';

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
  androidDelayMs: 1000,
  iosStoreDelayMs: 1500,
} as const;
