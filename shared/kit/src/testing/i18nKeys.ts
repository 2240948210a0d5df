// No imports: jest.mock('react-i18next') loads this before react-i18next exists.

/**
 * react-i18next for tests that assert which text was asked for: a text is its key,
 * with the count appended when there is one ('card.likes:3').
 */
export function translateKey(key: string, options?: { count?: number; ns?: string }): string {
  const name = options?.ns ? `${options.ns}:${key}` : key;
  return options?.count === undefined ? name : `${name}:${options.count}`;
}

export const reactI18nextKeysMock = () => ({
  useTranslation: () => ({ t: translateKey, i18n: { language: 'en' } }),
});
