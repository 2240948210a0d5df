import {
  TEXT_SIZE_COOKIE,
  TEXT_SIZE_KEY,
  chooseTextSize,
  followStoredTextSize,
  readTextSize,
  textSizeFromCookie,
} from './textSize.ts';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-text-size');
  document.cookie = `${TEXT_SIZE_COOKIE}=; Path=/; Max-Age=0`;
});

test('nothing stored is 100 %; a stored size is read back; anything else is ignored', () => {
  expect(readTextSize()).toBe(100);
  localStorage.setItem(TEXT_SIZE_KEY, '150');
  expect(readTextSize()).toBe(150);
  for (const junk of ['175', '1.5', ' 150', '150px', '']) {
    localStorage.setItem(TEXT_SIZE_KEY, junk);
    expect(readTextSize()).toBe(100);
  }
});

test('a choice shows at once and is kept on the device and in the cookie the server reads', () => {
  chooseTextSize(200);
  expect(root).toHaveAttribute('data-text-size', '200');
  expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe('200');
  expect(textSizeFromCookie(document.cookie)).toBe(200);
  chooseTextSize(100);
  // 100 % is the page as drawn: no attribute at all.
  expect(root).not.toHaveAttribute('data-text-size');
  expect(textSizeFromCookie(document.cookie)).toBe(100);
});

test('the cookie is read from a Cookie header among others, and only with a known size', () => {
  expect(textSizeFromCookie(`a=1; ${TEXT_SIZE_COOKIE}=125; b=2`)).toBe(125);
  expect(textSizeFromCookie(`${TEXT_SIZE_COOKIE}=999`)).toBeNull();
  expect(textSizeFromCookie(`x${TEXT_SIZE_COOKIE}=150`)).toBeNull();
  expect(textSizeFromCookie(undefined)).toBeNull();
});

test('the shell applies the stored size at start and follows a choice made in another tab', () => {
  localStorage.setItem(TEXT_SIZE_KEY, '125');
  const stop = followStoredTextSize();
  expect(root).toHaveAttribute('data-text-size', '125');
  localStorage.setItem(TEXT_SIZE_KEY, '200');
  window.dispatchEvent(new StorageEvent('storage', { key: TEXT_SIZE_KEY, newValue: '200' }));
  expect(root).toHaveAttribute('data-text-size', '200');
  stop();
  localStorage.setItem(TEXT_SIZE_KEY, '150');
  window.dispatchEvent(new StorageEvent('storage', { key: TEXT_SIZE_KEY, newValue: '150' }));
  expect(root).toHaveAttribute('data-text-size', '200');
});
