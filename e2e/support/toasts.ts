/**
 * The shell's toasts: small successes (link copied, reported, blocked, profile saved) shown
 * at the foot of the screen in a polite live region (role="status"), gone by themselves
 * after a few seconds. Other parts of a page are live regions too, so a toast is found by
 * its words.
 */
import type { Locator, Page } from '@playwright/test';

/** The toast stack while it shows `message`. */
export function toast(page: Page, message: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: message });
}
