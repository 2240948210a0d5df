import { useEffect } from 'react';
import type { MetaTag, PageMeta } from './postMeta.ts';

function findTag(tag: MetaTag): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[${tag.attribute}="${tag.key}"]`);
}

/** A tag's content as the page carries it: URLs made absolute (share previews need them so). */
function contentOf(tag: MetaTag): string {
  return tag.isUrl ? new URL(tag.content, window.location.origin).href : tag.content;
}

/**
 * Apply a page's title and meta tags while the page is shown, and put back what was
 * there when it goes: tags that existed get their old content, added ones are removed.
 * A title or tag someone else changed since (the shell titling the next route) is left alone.
 */
export function usePageMeta(meta: PageMeta | null): void {
  useEffect(() => {
    if (!meta) return;
    const previousTitle = document.title;
    document.title = meta.title;
    const undo: (() => void)[] = [];
    for (const tag of meta.tags) {
      const content = contentOf(tag);
      const existing = findTag(tag);
      if (existing) {
        const before = existing.content;
        existing.content = content;
        undo.push(() => {
          if (existing.content === content) existing.content = before;
        });
      } else {
        const element = document.createElement('meta');
        element.setAttribute(tag.attribute, tag.key);
        element.content = content;
        element.dataset.pageMeta = 'post';
        document.head.append(element);
        undo.push(() => element.remove());
      }
    }
    return () => {
      for (const step of undo) step();
      if (document.title === meta.title) document.title = previousTitle;
    };
  }, [meta]);
}
