import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * The one HTML sanitiser for HTML the server sends (notices, terms, privacy policy), used by
 * every app before anything reaches `dangerouslySetInnerHTML`.
 *
 * Plain HTML only (no SVG or MathML, which these bodies never use and which carry their own
 * links and scripts). No `<style>` (it would restyle the whole page, not just the body), and
 * no forms or form controls (a body must not collect anything). Scripts, event handlers and
 * `javascript:` addresses go, as DOMPurify always removes them.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
};

/** What a link keeps in `rel`: the page it opens gets neither our window nor our address. */
const SAFE_LINK_REL = 'noopener noreferrer';

/**
 * Links in notices and terms open beside the app, never with access to it. Runs after
 * DOMPurify has cleaned the attributes, so only a link whose address survived (http(s),
 * mailto, tel, relative) is touched; whatever `target` or `rel` the body gave is replaced.
 */
function safeLinks(node: Element): void {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', SAFE_LINK_REL);
  }
}

/**
 * A DOMPurify of our own, made on first use: its hook stays on it, so any other DOMPurify
 * user on the page (the default instance is global, shared by every importer) keeps its own
 * behaviour; and nothing touches `window` when this module is merely imported (the server
 * drawing a first screen has none).
 */
let purifier: Purifier | null = null;

function ownPurifier(): Purifier | null {
  if (typeof window === 'undefined') return null;
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', safeLinks);
  }
  return purifier;
}

/**
 * The HTML, cleaned for the page. Without a DOM to sanitise with (a server, an engine
 * DOMPurify cannot run in) the answer is empty: DOMPurify would hand the input back as it is.
 */
export function sanitizeHtml(html: string): string {
  const own = ownPurifier();
  if (!own?.isSupported) return '';
  return own.sanitize(html, CONFIG);
}
