import { useMemo } from 'react';
import { richTextHtml } from './richTextHtml.ts';
import styles from './RichText.module.css';

/**
 * Rich HTML from the server (notices, terms), sanitised before it reaches the page by the
 * kit's one sanitiser (links open beside the app, never with access to it), its headings
 * under the screen's own h1.
 */
export function RichText({ html, lang }: { html: string; lang?: string | undefined }) {
  const clean = useMemo(() => richTextHtml(html), [html]);
  return <div className={styles.rich} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
