import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../lib/shellTexts.ts';
import { skipToMain } from './screenFocus.ts';
import styles from './SkipLink.module.css';

/**
 * "Skip to main content", the page's first focusable element (WCAG 2.4.1): hidden until it
 * has focus, it moves focus to where the screen's content starts. Focus is moved by hand:
 * a fragment link would add a history entry the shell's router would see.
 */
export function SkipLink({ mainId }: { mainId: string }) {
  // The shell's own texts load with the first screen; the link appears with them.
  const { t, ready } = useTranslation(SHELL_NAMESPACE, { useSuspense: false });
  if (!ready) return null;
  return (
    <a
      href={`#${mainId}`}
      className={styles.skip}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(mainId);
        if (main) skipToMain(main);
      }}
    >
      {t('a11y.skip_to_main')}
    </a>
  );
}
