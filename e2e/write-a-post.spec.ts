/**
 * A member writes and edits posts with photos from a phone-sized Chromium, against the
 * real API: HEIC conversion, compression of a camera photo, progress, the local draft,
 * the limits of the title and text, the leave guard and a failed upload.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { createPost, drawJpeg, feedData } from './support/posts.ts';
import { DEMO_USERS, signInAs } from './support/session.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

const MB = 1024 * 1024;
const heic = readFileSync(path.join(import.meta.dirname, 'fixtures', 'photo.heic'));

/** A ~4 MB camera-like JPEG: 3000x2250 of fine noise barely compresses. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 3000,
      height: 2250,
      channels: 3,
      background: '#6a8',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Record the pictures each upload carries, as the browser hands them to the network. */
async function recordUploads(page: Page) {
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        const sizes = body.getAll('images').map((part) => (part as File).size);
        (window as unknown as { sentImageSizes: number[][] }).sentImageSizes ??= [];
        (window as unknown as { sentImageSizes: number[][] }).sentImageSizes.push(sizes);
      }
      return send.call(this, body);
    };
  });
}

const photoInput = (page: Page) => page.getByTestId('write-photo-input');
const tiles = (page: Page) => page.getByRole('button', { name: /^Photo \d+ of \d+$/ });

async function waitForPhotos(page: Page, count: number) {
  await expect(tiles(page)).toHaveCount(count, { timeout: 30_000 });
  await expect(page.getByText('Preparing the photo…')).toHaveCount(0, { timeout: 30_000 });
}

async function answer(page: Page, message: string | RegExp, button: string) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('writes a post with three photos (HEIC and a camera JPEG), keeps the draft over a reload, sees progress and lands on the post', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordUploads(page);
  await signInAs(page, DEMO_USERS.john, { goto: '/feed/write' });
  await expect(page.getByText('Write a post').first()).toBeVisible();

  const category = page.getByLabel('Category');
  await category.selectOption({ index: 1 });
  const title = page.getByRole('textbox', { name: 'Title' });
  const text = page.getByRole('textbox', { name: 'Text' });

  // The limits: a 31st title character and a 1001st text character cannot be entered.
  await title.fill('a'.repeat(31));
  await expect(title).toHaveValue('a'.repeat(30));
  await expect(page.getByText('30/30')).toBeVisible();
  await text.fill('b'.repeat(1001));
  await expect(text).toHaveValue('b'.repeat(1000));
  await expect(page.getByText('1000/1000')).toBeVisible();
  await title.fill('Hanami on the Han');
  await title.press('End');
  await title.pressSequentially('!');
  await title.press('Enter'); // blocked: nothing is sent, no line break
  await expect(title).toHaveValue('Hanami on the Han!');
  await expect(page).toHaveURL(/\/feed\/write$/);
  await text.fill('Yeouido is in full bloom.\nBring a mat and come before 9.');

  const camera = await cameraJpeg();
  expect(camera.length).toBeGreaterThan(3 * MB);
  const small = await drawJpeg(page, 'Picnic', 30);
  await photoInput(page).setInputFiles([
    { name: 'IMG_0001.HEIC', mimeType: '', buffer: heic },
    { name: 'DSC_4000.jpg', mimeType: 'image/jpeg', buffer: camera },
    { name: 'picnic.jpg', mimeType: 'image/jpeg', buffer: small },
  ]);
  await waitForPhotos(page, 3);
  await page.getByLabel('Description of photo 1 (optional)').fill('Cherry trees by the river');
  await expectNoSeriousA11yViolations(page, 'the write screen with photos');

  // A reload (or a crash) brings the draft back, photos included.
  await page.waitForTimeout(800); // the draft is saved shortly after the last change
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText('Your unsent draft has been restored.')).toBeVisible();
  await expect(title).toHaveValue('Hanami on the Han!');
  await expect(text).toHaveValue('Yeouido is in full bloom.\nBring a mat and come before 9.');
  await waitForPhotos(page, 3);
  await expect(page.getByLabel('Description of photo 1 (optional)')).toHaveValue(
    'Cherry trees by the river',
  );

  // A slow network, so the progress bar is there to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 4 * MB,
    uploadThroughput: 400 * 1024,
  });
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  await expect(page.getByText(/Uploading… \d+%/)).toBeVisible();

  const sizes = (
    await page.evaluate(() => (window as unknown as { sentImageSizes: number[][] }).sentImageSizes)
  )[0]!;
  expect(sizes).toHaveLength(3);
  // The camera photo went through the compressor: at most 1.5 MB on the wire.
  for (const size of sizes) expect(size).toBeLessThanOrEqual(1.5 * MB);
  expect(sizes[1]).toBeLessThan(camera.length / 2);

  await expect(page).toHaveURL(/\/feed\/\d+\?created=true&categoryId=\w+/, { timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hanami on the Han!');
  // A new post is not marked as edited.
  await expect(page.locator('time', { hasText: /^Edited / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'a new post');
  const feedId = Number(/\/feed\/(\d+)/.exec(page.url())?.[1]);
  const saved = await feedData(page.request, feedId, { getOriginal: true });
  expect(saved?.feedImageList).toHaveLength(3);
  expect(saved?.feedImageList[0]?.description).toBe('Cherry trees by the river');
  await expect(
    page.getByRole('button', { name: /^Cherry trees by the river, Open photo 1 of 3/ }),
  ).toBeVisible();

  // Sent: the draft is gone.
  await page.goto('/feed/write');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  await expect(page.getByText('Your unsent draft has been restored.')).toHaveCount(0);
});

test('edits a post: reorders by keyboard, removes one, adds one, changes the title', async ({
  page,
}) => {
  const session = await signInAs(page, DEMO_USERS.john);
  const images = [
    await drawJpeg(page, 'One', 0),
    await drawJpeg(page, 'Two', 120),
    await drawJpeg(page, 'Three', 240),
  ];
  const feedId = await createPost(page.request, session.accessToken, {
    title: 'Before the edit',
    text: 'Three photos, in order.',
    images,
  });
  const before = (await feedData(page.request, feedId))!.feedImageList.map((i) => i.url);

  await page.goto(`/feed/update?feedId=${feedId}`);
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('Before the edit');
  await waitForPhotos(page, 3);
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled(); // nothing differs yet
  await expectNoSeriousA11yViolations(page, 'the edit screen');

  // Keyboard: pick up photo 3, move it to the front, drop it.
  await page.getByRole('button', { name: 'Photo 3 of 3' }).focus();
  for (const key of ['Space', 'ArrowLeft', 'ArrowLeft', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250); // the sortable measures and animates between steps
  }
  await expect(page.getByRole('button', { name: 'Photo 1 of 3' }).locator('img')).toHaveAttribute(
    'src',
    before[2]!,
  );
  await page.getByRole('button', { name: 'Remove photo 2' }).click(); // "One"
  await waitForPhotos(page, 2);
  await photoInput(page).setInputFiles({
    name: 'four.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawJpeg(page, 'Four', 60),
  });
  await waitForPhotos(page, 3);
  await title.fill('After the edit');
  await save.click();

  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}\\?updated=true$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('After the edit');
  // Changed words and photos: the post says it was edited, and when.
  await expect(page.locator('time', { hasText: /^Edited / })).toHaveText(
    /^Edited (just now|\d+ seconds? ago)$/,
  );
  await expectNoSeriousA11yViolations(page, 'an edited post');
  const after = (await feedData(page.request, feedId))!.feedImageList
    .sort((a, b) => a.order - b.order)
    .map((i) => i.url);
  expect(after).toHaveLength(3);
  expect(after.slice(0, 2)).toEqual([before[2], before[1]]);
  expect(before).not.toContain(after[2]);

  // Back after an edit: Home afresh, the post replaced.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('someone else’s post cannot be opened for editing', async ({ page }) => {
  const owner = await signInAs(page, DEMO_USERS.anna);
  const feedId = await createPost(page.request, owner.accessToken, {
    title: 'Anna’s post',
    text: 'Only Anna may edit this.',
  });
  await signInAs(page, DEMO_USERS.john, { goto: `/feed/update?feedId=${feedId}` });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the edit screen of someone else’s post');
});

test('leaving with changes asks first; a failed upload keeps the form', async ({ page }) => {
  await signInAs(page, DEMO_USERS.john, { goto: '/' });
  await page.getByRole('link', { name: /write/i }).click();
  await expect(page).toHaveURL(/\/feed\/write$/);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Title' }).fill('Do not lose me');
  await page.getByRole('textbox', { name: 'Text' }).fill('Typed on a bus.');

  // The bottom bar and the browser's Back both ask; staying keeps everything.
  await page.getByRole('link', { name: 'Home' }).click();
  await answer(page, 'Leave this page? Your changes will be lost.', 'Cancel');
  await expect(page).toHaveURL(/\/feed\/write$/);
  await page.goBack();
  await answer(page, 'Leave this page? Your changes will be lost.', 'Cancel');
  await expect(page).toHaveURL(/\/feed\/write$/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Do not lose me');

  // The upload fails: the notice, and the form as it was.
  await page.route('**/api/feed/insertFeed', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ result: false, data: null, message: 'unavailable' }),
    }),
  );
  await photoInput(page).setInputFiles({
    name: 'bus.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawJpeg(page, 'Bus', 200),
  });
  await waitForPhotos(page, 1);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await answer(page, 'Your post could not be uploaded. Please try again.', 'OK');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Do not lose me');
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveValue('Typed on a bus.');
  await waitForPhotos(page, 1);
  await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();

  // Agreeing to leave goes, and the draft goes with it.
  await page.getByRole('link', { name: 'Home' }).click();
  await answer(page, 'Leave this page? Your changes will be lost.', 'OK');
  await expect(page).toHaveURL(/\/$/);
});

test('refuses an 11th photo and a file over 30 MB with their notices, keeping the rest', async ({
  page,
}) => {
  await signInAs(page, DEMO_USERS.john, { goto: '/feed/write' });
  const photo = await drawJpeg(page, 'x', 10);
  const huge = Buffer.concat([photo, Buffer.alloc(30 * MB + 1 - photo.length)]);
  await photoInput(page).setInputFiles([
    { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge },
    { name: 'ok.jpg', mimeType: 'image/jpeg', buffer: photo },
  ]);
  await answer(page, 'huge.jpg is larger than 30 MB, so it was not added.', 'OK');
  await waitForPhotos(page, 1);
  await photoInput(page).setInputFiles(
    Array.from({ length: 10 }, (_, i) => ({
      name: `p${i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: photo,
    })),
  );
  await answer(page, 'You can add up to 10 photos.', 'OK');
  await waitForPhotos(page, 1);
});

// Members whose language is English and Korean, with no draft left by the tests above.
for (const [locale, heading, email] of [
  ['en-US', 'Write a post', 'seoul.city@kfeed.example'],
  ['ko-KR', '글쓰기', DEMO_USERS.official],
] as const) {
  test.describe(`screenshot in ${locale}`, () => {
    test.use({ locale });
    test(`the write form at 390x844 (${locale})`, async ({ page }) => {
      await signInAs(page, email, { goto: '/feed/write' });
      await expect(page.getByText(heading).first()).toBeVisible();
      await page.locator('select').selectOption({ index: 1 });
      await page.locator('input[type="text"], input:not([type])').first().fill('Hanami 🌸');
      await photoInput(page).setInputFiles([
        { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, 'A', 0) },
        { name: 'IMG.HEIC', mimeType: '', buffer: heic },
      ]);
      await expect(page.locator('img[src^="blob:"]')).toHaveCount(2, { timeout: 30_000 });
      await page.screenshot({ path: `/tmp/write-${locale}.png` });
      await page.screenshot({ path: `/tmp/write-${locale}-full.png`, fullPage: true });
    });
  });
}
