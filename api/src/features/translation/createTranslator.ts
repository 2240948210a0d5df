import type { Config } from '../../config.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import type { Translator } from './translator.ts';
import { LibreTranslate } from './libreTranslate.ts';
import { DeepL } from './deepl.ts';
import { GoogleTranslate } from './googleTranslate.ts';
import { OpenAiChat } from './openAiChat.ts';
import { PROVIDER_NAMES, type ProviderSettings } from './translationConfig.ts';
import { DEFAULT_ROUTING, RoutedTranslator, type RoutingOptions } from './routedTranslator.ts';
import { TranslationMemory } from './translationMemory.ts';
import { TranslationBudget } from './translationBudget.ts';

interface Log {
  warn(object: object, message: string): void;
}

/** One client per configured provider, each speaking its own protocol. */
export function createProviders(settings: ProviderSettings): Map<string, Translator> {
  const providers = new Map<string, Translator>();
  const { libretranslate, deepl, google, openai } = settings;
  if (libretranslate) {
    providers.set('libretranslate', new LibreTranslate(libretranslate.url, libretranslate.apiKey));
  }
  if (deepl) providers.set('deepl', new DeepL(deepl.apiKey, deepl.url ?? undefined));
  if (google) providers.set('google', new GoogleTranslate(google.apiKey, google.url ?? undefined));
  if (openai) {
    providers.set(
      'openai',
      new OpenAiChat({
        baseUrl: openai.url,
        apiKey: openai.apiKey,
        model: openai.model,
        ...(openai.languages ? { languages: openai.languages } : {}),
      }),
    );
  }
  return providers;
}

/**
 * The configured providers behind their routing, or null when no language is routed to
 * any provider (originals are then served untranslated).
 */
export function createTranslator(
  config: Config,
  db: Db,
  clock: Clock,
  log: Log,
  options: RoutingOptions = DEFAULT_ROUTING,
): RoutedTranslator | null {
  const { routes, providers, dailyCharacters } = config.translation;
  if (Object.keys(routes).length === 0) return null;
  const used = new Set(Object.values(routes).flat());
  const clients = createProviders(providers);
  for (const name of PROVIDER_NAMES) if (!used.has(name)) clients.delete(name);
  return new RoutedTranslator(
    clients,
    routes,
    new TranslationMemory(db, clock),
    new TranslationBudget(db, clock, dailyCharacters),
    clock,
    log,
    options,
  );
}
