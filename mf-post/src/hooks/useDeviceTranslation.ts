import { useCallback, useEffect, useState } from 'react';

/**
 * The browser's own translator (the Translator API of current Chromium), as much of it as
 * KFeed uses. Declared here: the DOM typings do not carry it yet.
 */
interface DeviceTranslator {
  translate(text: string): Promise<string>;
}
interface DeviceTranslatorFactory {
  availability(options: { sourceLanguage: string; targetLanguage: string }): Promise<string>;
  create(options: { sourceLanguage: string; targetLanguage: string }): Promise<DeviceTranslator>;
}

function deviceTranslatorFactory(): DeviceTranslatorFactory | null {
  const candidate = (globalThis as { Translator?: DeviceTranslatorFactory }).Translator;
  return candidate && typeof candidate.create === 'function' ? candidate : null;
}

/** Our interface codes as the Translator API names them (BCP 47). */
export function deviceLanguageTag(isoCode: string): string {
  if (isoCode === 'zh-CN') return 'zh';
  if (isoCode === 'zh-TW') return 'zh-Hant';
  return isoCode;
}

export type DeviceTranslationState = 'idle' | 'translating' | 'done' | 'failed';

export interface DeviceTranslation {
  /** The browser offers this pair (feature-detected; false wherever the API is absent). */
  offered: boolean;
  state: DeviceTranslationState;
  /** The texts translated on this device, in the order given; null until done. */
  result: string[] | null;
  /** True while the original is shown again after a device translation. */
  showingOriginal: boolean;
  translate: () => Promise<void>;
  toggleOriginal: () => void;
}

/**
 * "Translate on this device": where the server has no translation for the reader and the
 * browser can translate `source` → `target` itself, the reader may ask it to. The result
 * stays in this page; it is never sent to the server. `enabled` false (the server has a
 * translation, or one is on its way) offers nothing.
 */
export function useDeviceTranslation(
  texts: readonly string[],
  source: string | null,
  target: string,
  enabled: boolean,
): DeviceTranslation {
  const key = `${source}>${target}:${texts.join('\u0000')}`;
  const [offeredFor, setOfferedFor] = useState<string | null>(null);
  const [run, setRun] = useState<{
    key: string;
    state: DeviceTranslationState;
    result: string[] | null;
    showingOriginal: boolean;
  } | null>(null);

  const pair = source && enabled ? `${source}>${target}` : null;
  useEffect(() => {
    const factory = deviceTranslatorFactory();
    if (!pair || !factory || !source) return undefined;
    let live = true;
    factory
      .availability({
        sourceLanguage: deviceLanguageTag(source),
        targetLanguage: deviceLanguageTag(target),
      })
      .then((availability) => {
        if (live && availability !== 'unavailable') setOfferedFor(pair);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pair, source, target]);

  const current = run?.key === key ? run : null;
  const translate = useCallback(async () => {
    const factory = deviceTranslatorFactory();
    if (!factory || !source) return;
    setRun({ key, state: 'translating', result: null, showingOriginal: false });
    try {
      const translator = await factory.create({
        sourceLanguage: deviceLanguageTag(source),
        targetLanguage: deviceLanguageTag(target),
      });
      const result: string[] = [];
      for (const text of texts) result.push(text ? await translator.translate(text) : '');
      setRun({ key, state: 'done', result, showingOriginal: false });
    } catch (error) {
      console.error('[mf-post] the device could not translate', error);
      setRun({ key, state: 'failed', result: null, showingOriginal: false });
    }
  }, [key, source, target, texts]);

  const toggleOriginal = useCallback(() => {
    setRun((previous) =>
      previous && previous.key === key
        ? { ...previous, showingOriginal: !previous.showingOriginal }
        : previous,
    );
  }, [key]);

  return {
    offered: pair !== null && offeredFor === pair,
    state: current?.state ?? 'idle',
    result: current?.result ?? null,
    showingOriginal: current?.showingOriginal ?? false,
    translate,
    toggleOriginal,
  };
}

/** The device's translation to show now, or null (none, or the original asked for). */
export function deviceTextShown(device: DeviceTranslation): string[] | null {
  return device.state === 'done' && !device.showingOriginal ? device.result : null;
}
