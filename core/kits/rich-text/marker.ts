/**
 * The attribute a page or CMS template puts on an element whose text editors wrote, e.g. an
 * article body: `<div class="article-body" data-mck-rich-text>…</div>`. Only inside such elements
 * are double-bracket module tags expanded. Read by the loader (which finds the elements) and the
 * tests; it imports nothing, so the loader can bundle it.
 */
export const RICH_TEXT_ATTR = 'data-mck-rich-text';
