/**
 * A screenshot of the page as it is, attached to the test's report and, when SCREENSHOT_DIR
 * is set, written there too (to look through after a run of the layout journeys).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test, type Page } from '@playwright/test';

export async function attachScreenshot(page: Page, name: string): Promise<void> {
  const body = await page.screenshot({ fullPage: false });
  await test.info().attach(name, { body, contentType: 'image/png' });
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await writeFile(path.join(dir, `${name}.png`), body);
}
