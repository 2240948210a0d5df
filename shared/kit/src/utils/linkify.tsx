import { Fragment, type ReactNode } from 'react';
import { find } from 'linkifyjs';

export interface TextPart {
  text: string;
  href?: string;
}

/**
 * Split text into plain parts and links. Only http, https and www. addresses count
 * (spec 1, section 9); linkifyjs already leaves trailing punctuation out of a link.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const match of find(text, 'url')) {
    if (!/^(https?:\/\/|www\.)/i.test(match.value)) continue;
    if (match.start > cursor) parts.push({ text: text.slice(cursor, match.start) });
    parts.push({ text: match.value, href: match.href });
    cursor = match.end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor) });
  return parts;
}

export function linkUrls(text: string): string[] {
  return splitLinks(text).flatMap((part) => (part.href ? [part.href] : []));
}

/** Text with its addresses as links that open in a new tab. */
export function LinkifiedText({
  text,
  className,
}: {
  text: string;
  className?: string;
}): ReactNode {
  return (
    <span className={className}>
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
