/**
 * react-i18next for component tests: a text is its key, with the count appended when
 * there is one ('card.likes:3'), so a test sees which text and which plural it asked for.
 */
export const i18nMock = {
  language: 'en',
};

export function translate(key: string, options?: { count?: number; ns?: string }): string {
  const name = options?.ns ? `${options.ns}:${key}` : key;
  return options?.count === undefined ? name : `${name}:${options.count}`;
}

export const reactI18nextMock = () => ({
  useTranslation: () => ({ t: translate, i18n: i18nMock }),
});
