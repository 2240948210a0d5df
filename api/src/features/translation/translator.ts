import type { LanguageCode } from '@kfeed/contracts/languages';

/** A machine-translation service. */
export interface Translator {
  readonly name: string;
  /**
   * Translate each text from `source` (a detected language code, or null when unknown)
   * into `target`, answering the translations in the same order.
   * Throws UnsupportedLanguageError when the service cannot produce `target` at all;
   * any other error is taken as passing (the work is retried).
   */
  translate(texts: string[], source: string | null, target: LanguageCode): Promise<string[]>;
  /**
   * Whether the service can produce `target`, when it knows without asking (a fixed
   * list); absent when it learns its languages at run time (LibreTranslate).
   */
  covers?(target: LanguageCode): boolean;
  /**
   * As translate, also naming the provider whose work the answer is, for a service that
   * puts several behind one interface (routedTranslator.ts); otherwise it is `name`.
   */
  translateAttributed?(
    texts: string[],
    source: string | null,
    target: LanguageCode,
  ): Promise<AttributedTranslation>;
}

/** Translations and the provider that made them (as the status call names it). */
export interface AttributedTranslation {
  texts: string[];
  provider: string;
}

/** Translate with any Translator, naming who made the translation. */
export async function translateAttributed(
  translator: Translator,
  texts: string[],
  source: string | null,
  target: LanguageCode,
): Promise<AttributedTranslation> {
  if (translator.translateAttributed) return translator.translateAttributed(texts, source, target);
  return { texts: await translator.translate(texts, source, target), provider: translator.name };
}

/** The service has no such target language: retrying will not help. */
export class UnsupportedLanguageError extends Error {
  constructor(readonly language: string) {
    super(`The translation service does not support ${language}.`);
    this.name = 'UnsupportedLanguageError';
  }
}
