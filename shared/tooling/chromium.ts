/**
 * Debian's Chromium, never a downloaded browser. Without the background-networking
 * flags it keeps trying to reach Google's hosts, which a closed network refuses.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
