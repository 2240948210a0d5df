import { Parser } from 'htmlparser2';
import { escapeAttribute, escapeText } from '@kfeed/contracts/cleanHtml';
import { sanitizeNoticeHtml } from '../moderation/noticeHtml.ts';

/** Elements whose text is left as written: code is not prose. */
const LEFT_AS_WRITTEN = new Set(['code']);

/** Elements without content or end tag (as noticeHtml.ts keeps them). */
const VOID_TAGS = new Set(['br', 'hr', 'img']);

/** A text to translate, where it stands in the markup. */
interface Slot {
  /** Its place in `texts`. */
  index: number;
  /** The whitespace around it, kept as written (a provider would trim it). */
  lead: string;
  trail: string;
  /** An attribute value (an image's alt text) rather than a text node. */
  attribute: boolean;
}

/** A notice's HTML taken apart for a provider, which is only ever sent plain text. */
export interface NoticeHtmlTexts {
  /**
   * The texts to translate, in document order: every text node (entities decoded, so
   * `&amp;` goes as `&`) and every image's alt text, trimmed. Text that is only whitespace,
   * has no letter at all (numbers, punctuation, emoji) or is inside `<code>` is not here:
   * it stays as written.
   */
  texts: string[];
  /**
   * The HTML again with each text replaced by its translation, in the same order (a
   * missing one keeps the original). Translations are escaped as text, never read as
   * markup, and the result is cleaned by the notices' sanitiser (noticeHtml.ts).
   */
  rebuild(translations: readonly string[]): string;
}

const spaced = (value: string): [lead: string, core: string, trail: string] => {
  const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/u.exec(value) ?? [];
  return [lead, core, trail];
};

/**
 * A notice's HTML (cleaned first, as it is stored) as texts to translate in one request
 * and the markup to put their translations back into: the markup itself is never sent.
 */
export function noticeHtmlTexts(html: string): NoticeHtmlTexts {
  const texts: string[] = [];
  const parts: (string | Slot)[] = [];
  /** Text read since the last tag: the parser may hand one text node over in pieces. */
  let pending = '';
  /** How deep inside elements whose text stays as written. */
  let asWritten = 0;

  const part = (value: string, attribute: boolean): string | Slot => {
    const escape = attribute ? escapeAttribute : escapeText;
    if (asWritten > 0 || !/\p{L}/u.test(value)) return escape(value);
    const [lead, core, trail] = spaced(value);
    texts.push(core);
    return { index: texts.length - 1, lead, trail, attribute };
  };
  const flush = () => {
    if (pending !== '') parts.push(part(pending, false));
    pending = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flush();
        parts.push(`<${name}`);
        for (const [attribute, value] of Object.entries(attributes)) {
          parts.push(` ${attribute}="`);
          parts.push(
            name === 'img' && attribute === 'alt' ? part(value, true) : escapeAttribute(value),
          );
          parts.push('"');
        }
        parts.push('>');
        if (LEFT_AS_WRITTEN.has(name) && !VOID_TAGS.has(name)) asWritten += 1;
      },
      ontext(text) {
        pending += text;
      },
      onclosetag(name) {
        flush();
        if (VOID_TAGS.has(name)) return;
        parts.push(`</${name}>`);
        if (LEFT_AS_WRITTEN.has(name)) asWritten = Math.max(0, asWritten - 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(sanitizeNoticeHtml(html));
  parser.end();
  flush();

  return {
    texts,
    rebuild(translations) {
      const rebuilt = parts
        .map((piece) => {
          if (typeof piece === 'string') return piece;
          const escape = piece.attribute ? escapeAttribute : escapeText;
          const translated = translations[piece.index] ?? texts[piece.index] ?? '';
          return escape(`${piece.lead}${translated}${piece.trail}`);
        })
        .join('');
      return sanitizeNoticeHtml(rebuilt);
    },
  };
}
