/**
 * A document body from the server (terms, a notice) may start with its own h1, but the
 * screen's title is the page's one h1: each heading of the body goes one level down (h1 to
 * h2, ..., h5 to h6), so the outline stays in order under the screen's title.
 */
export function demoteHeadings(html: string): string {
  if (!/<h[1-5][\s>]/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  // Deepest first, so a heading is never moved twice.
  for (let level = 5; level >= 1; level -= 1) {
    for (const heading of template.content.querySelectorAll(`h${level}`)) {
      const lower = document.createElement(`h${level + 1}`);
      for (const attribute of heading.attributes)
        lower.setAttribute(attribute.name, attribute.value);
      lower.append(...heading.childNodes);
      heading.replaceWith(lower);
    }
  }
  return template.innerHTML;
}
