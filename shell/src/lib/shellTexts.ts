import { i18n, registerNamespace, type Namespace } from '@kfeed/platform/i18n/i18n';

/**
 * The shell's own texts, beside the platform's `common` ones: what only the shell says (the
 * skip link, the moderation entry, the moderation screens' page titles). A small chunk per
 * language, loaded with the first screen.
 */
export const SHELL_NAMESPACE: Namespace = 'shell';

registerNamespace(
  SHELL_NAMESPACE,
  (language) =>
    import(/* webpackChunkName: "texts-shell-[request]" */ `../locales/${language}.json`),
);

export function loadShellTexts(): Promise<void> {
  return i18n.loadNamespaces(SHELL_NAMESPACE);
}
