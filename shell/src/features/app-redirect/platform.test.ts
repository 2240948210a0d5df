import { detectPlatform } from './platform.ts';

it.each([
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
    0,
    'ANDROID',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    5,
    'IOS',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
    5,
    'IOS',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
    0,
    'DESKTOP',
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126 Safari/537.36', 0, 'DESKTOP'],
])('%s with %i touch points is %s', (userAgent, touchPoints, platform) => {
  expect(detectPlatform(userAgent, touchPoints)).toBe(platform);
});
