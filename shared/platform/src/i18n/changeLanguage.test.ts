import { on } from '@kfeed/platform/events';
import { i18n, initI18n, loadNamespace } from '@kfeed/platform/i18n/i18n';
import { TEMP_LANGUAGE_COOKIE, TEMP_LANGUAGE_KEY } from '@kfeed/platform/i18n/languageChoice';
import { clearSession, sessionStore, setSession } from '@kfeed/platform/sessionStore';
import type { Language } from '@kfeed/contracts/common';
import {
  applyVisitorLanguage,
  changeLanguage,
  setReloadPageForTests,
} from '@kfeed/platform/i18n/changeLanguage';
import { getSupportedLanguageList } from '@kfeed/platform/calls/getSupportedLanguageList';
import { getLanguageList } from '@kfeed/platform/calls/getLanguageList';
import { updateUserInfo } from '@kfeed/platform/calls/updateUserInfo';

jest.mock('@kfeed/platform/calls/getSupportedLanguageList');
jest.mock('@kfeed/platform/calls/getLanguageList');
jest.mock('@kfeed/platform/calls/updateUserInfo');

const language = (languageId: number, isoCode: string): Language => ({
  languageId,
  isoCode,
  languageName: isoCode,
  languageNameEn: isoCode,
  translateSupport: 'Y',
});

const reload = jest.fn();

beforeAll(async () => {
  await initI18n('en');
  setReloadPageForTests(reload);
});

/** A new browser session: the visitor's choice is in neither place any more. */
function forgetTempLanguage() {
  sessionStorage.clear();
  document.cookie = `${TEMP_LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
}

beforeEach(async () => {
  jest.mocked(getSupportedLanguageList).mockResolvedValue([language(1, 'ko'), language(3, 'ja')]);
  jest.mocked(getLanguageList).mockResolvedValue([language(1, 'ko'), language(9, 'zh-CN')]);
  jest.mocked(updateUserInfo).mockReset();
  reload.mockReset();
  forgetTempLanguage();
  clearSession();
  await i18n.changeLanguage('en');
});

test('a visitor switches at once, for this browser session only, and every app is told', async () => {
  const heard: string[] = [];
  const off = on('lang:changed', ({ isoCode }) => heard.push(isoCode));
  await changeLanguage('ja');
  off();
  expect(i18n.language).toBe('ja');
  expect(sessionStorage.getItem(TEMP_LANGUAGE_KEY)).toBe('ja');
  // Also a session cookie, so the server draws the next page in it.
  expect(document.cookie).toContain(`${TEMP_LANGUAGE_COOKIE}=ja`);
  expect(heard).toEqual(['ja']);
  expect(updateUserInfo).not.toHaveBeenCalled();
  expect(reload).not.toHaveBeenCalled();
});

test("a member's choice is saved on the server, becomes the session, then the page reloads", async () => {
  setSession({ accessToken: 'a.b.c', userId: 7, isoCode: 'en' });
  jest
    .mocked(updateUserInfo)
    .mockResolvedValue({ accessToken: 'new.token.x', userId: 7, isoCode: 'zh-CN' });
  await changeLanguage('zh-CN');
  // zh-CN is not in the supported list of this fake server, so the full list gives the id.
  expect(updateUserInfo).toHaveBeenCalledWith({ userLanguageId: 9 });
  expect(sessionStore.getState()).toMatchObject({ accessToken: 'new.token.x', isoCode: 'zh-CN' });
  expect(localStorage.getItem('isoCode')).toBe('zh-CN');
  expect(sessionStorage.getItem(TEMP_LANGUAGE_KEY)).toBeNull();
  expect(reload).toHaveBeenCalledTimes(1);
});

test("a member's failed save keeps the language and the session, and does not reload", async () => {
  setSession({ accessToken: 'a.b.c', userId: 7, isoCode: 'en' });
  jest.mocked(updateUserInfo).mockRejectedValue(new Error('server down'));
  await expect(changeLanguage('ko')).rejects.toThrow('server down');
  expect(sessionStore.getState().isoCode).toBe('en');
  expect(reload).not.toHaveBeenCalled();
});

test('after a logout the temporary choice wins, else the browser language', async () => {
  sessionStorage.setItem(TEMP_LANGUAGE_KEY, 'ru');
  await applyVisitorLanguage();
  expect(i18n.language).toBe('ru');
  forgetTempLanguage();
  // jsdom reports en-US as the browser language.
  await applyVisitorLanguage();
  expect(i18n.language).toBe('en');
});

test('a language whose texts fail to load keeps the current one', async () => {
  await loadNamespace('feed', (lng) =>
    lng === 'th'
      ? Promise.reject(new Error('offline'))
      : Promise.resolve({ default: { greeting: `hello in ${lng}` } }),
  );
  await i18n.changeLanguage('en');
  const told: string[] = [];
  const off = on('lang:changed', ({ isoCode }) => told.push(isoCode));
  await expect(changeLanguage('th')).rejects.toThrow(/th texts could not be loaded/);
  off();
  expect(i18n.language).toBe('en');
  expect(sessionStorage.getItem(TEMP_LANGUAGE_KEY)).toBeNull();
  expect(told).toEqual([]);
}, 30_000);
