import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { attachScreenshot } from './support/screenshots.ts';
import { demoPostToRead } from './support/posts.ts';
import { signUpNewMember, storeSession } from './support/session.ts';

/**
 * The main screens as members who read Korean, Burmese and Russian see them, on a phone
 * and on a desktop (English at each width is desktop.spec.ts's): Home, a post, write, search, my page and a dialog. Each is
 * attached to the run's report (and saved under SCREENSHOT_DIR when set) to be looked at;
 * the test itself checks what can be checked: the interface speaks the language, nothing
 * scrolls sideways, and axe finds nothing serious.
 */
const LANGUAGES = [
  { isoCode: 'ko', locale: 'ko-KR', homeTab: '홈', logOut: '로그아웃', script: /[\uac00-\ud7af]/ },
  { isoCode: 'my', locale: 'my-MM', homeTab: 'ပင်မ', logOut: 'ထွက်ရန်', script: /[\u1000-\u109f]/ },
  {
    isoCode: 'ru',
    locale: 'ru-RU',
    homeTab: 'Главная',
    logOut: 'Выйти',
    script: /[\u0400-\u04ff]/,
  },
] as const;
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 800 },
] as const;

/** The page scrolls sideways by this many pixels (0: it does not). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How many pixels the search field's placeholder is wider than its room (0 or less: it fits). */
const placeholderOverflow = (page: Page) =>
  page.locator('main input[type="search"]').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width - room;
  });

for (const language of LANGUAGES) {
  test.describe(`in ${language.isoCode}`, () => {
    test.use({ locale: language.locale });

    test(`Home, a post, write, search, my page and a dialog, on a phone and a desktop`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const post = await demoPostToRead(page.request);
      const member = await signUpNewMember(page, { isoCode: language.isoCode });
      await storeSession(page, member.session, '/');
      const main = page.locator('main');
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        const shot = async (screen: string) => {
          expect(await sidewaysOverflow(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
          await attachScreenshot(page, `${language.isoCode}-${size.name}-${screen}`);
        };

        await page.goto('/');
        await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
        await expect(page.getByRole('navigation').first()).toContainText(language.homeTab);
        await shot('home');

        await page.goto(`/feed/${post.feedId}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shot('post');

        await page.goto('/feed/write');
        await expect(main.getByRole('textbox').first()).toBeVisible();
        await expect(main).toContainText(language.script);
        await shot('write');

        await page.goto('/search');
        await expect(
          main.getByRole('searchbox').or(main.getByRole('textbox')).first(),
        ).toBeVisible();
        expect(
          await placeholderOverflow(page),
          'the search placeholder is cut',
        ).toBeLessThanOrEqual(0);
        await shot('search');

        await page.goto('/myPage');
        await expect(main.getByRole('link').first()).toBeVisible();
        await expect(main).toContainText(language.script);
        await shot('my-page');

        // A dialog: logging out asks first.
        await main.getByRole('button', { name: language.logOut }).click();
        const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(language.script);
        await shot('dialog');
        if (size.name === 'desktop') await expectNoSeriousA11yViolations(page, 'a dialog');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  });
}
