import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import styles from './RichText.module.css';

// Links in notices and terms open beside the app, never with access to it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Rich HTML from the server (notices, terms), sanitised before it reaches the page. */
export function RichText({ html, lang }: { html: string; lang?: string | undefined }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={styles.rich} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
