/**
 * What expanding needs to know about the page's markup: which elements a line of text runs
 * through, which nodes hold nothing a reader sees, and how a module is taken out of a paragraph.
 */

/** Elements whose text editors show as code, or that are not text at all: their tags stay as written. */
export const LEFT_ALONE: ReadonlySet<string> = new Set(['script', 'style', 'template', 'textarea', 'pre', 'code', 'noscript']);

/**
 * Formatting within a line of text. A tag may run through them (`[[video <b>video-id="x"</b>]]`,
 * as a rich-text editor leaves it); any other element ends the tag's line.
 */
export const INLINE: ReadonlySet<string> = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd',
  'mark', 'q', 's', 'samp', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'time', 'u', 'var',
]);

/** The elements that close a `<p>` (HTML's parsing rules): a `<p>` holding one is not valid HTML. */
const CLOSES_PARAGRAPH: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main',
  'menu', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul',
]);

/** Wrappers a CMS adds around text, which hold nothing of their own once the text is gone. */
const WRAPPERS: ReadonlySet<string> = new Set([...INLINE, 'p', 'div']);

const isElement = (node: Node): node is Element => node.nodeType === 1;
const isText = (node: Node): node is Text => node.nodeType === 3;

/**
 * Nothing a reader sees: white space (no-break spaces too), a line break, or a wrapper (no id: an
 * id is a link target) holding only such nodes. `<p></p>`, `<p>&nbsp;</p>`, `<br>`. A comment is
 * not blank: it may be a marker of the CMS's, or expansion's own (expand.ts).
 */
export function isBlank(node: Node): boolean {
  if (isText(node)) return !node.data.trim();
  if (!isElement(node)) return false;
  if (node.localName === 'br') return true;
  return WRAPPERS.has(node.localName) && !node.hasAttribute('id') && [...node.childNodes].every(isBlank);
}

/** Whether `node` holds nothing a reader sees but `keep` (and the formatting around it). */
function blankBesides(node: Node, keep: Node): boolean {
  return [...node.childNodes].every((child) => {
    if (child === keep) return true;
    if (child.contains(keep)) return isElement(child) && INLINE.has(child.localName) && blankBesides(child, keep);
    return isBlank(child);
  });
}

/**
 * Removes what a reader would not see at the start and the end of `parent`'s content: blank nodes
 * (the empty paragraphs and line breaks a CMS leaves around a tag), and the white space at the
 * edges of the first and last text. Goes into an element that starts or ends the content (the
 * copy of a paragraph or a container the content was cut from), not into preformatted text.
 */
export function trimEdges(parent: Node): void {
  for (const [edge, trim] of [['firstChild', (text: string) => text.trimStart()], ['lastChild', (text: string) => text.trimEnd()]] as const) {
    for (let node = parent[edge]; node; node = parent[edge]) {
      if (isBlank(node)) {
        node.parentNode!.removeChild(node);
        continue;
      }
      if (isText(node)) node.data = trim(node.data);
      else if (isElement(node) && !LEFT_ALONE.has(node.localName)) trimEdges(node);
      break;
    }
  }
}

/**
 * Removes `node` and then each wrapper it leaves blank, up to `root` (not included): a paragraph
 * that held only a tag goes with the tag.
 */
export function removeWithBlankWrappers(node: Node, root: Node): void {
  let parent = node.parentNode;
  parent?.removeChild(node);
  while (parent && parent !== root && isElement(parent) && WRAPPERS.has(parent.localName) && isBlank(parent)) {
    const up: ParentNode | null = parent.parentNode;
    parent.remove();
    parent = up;
  }
}

/**
 * Removes a text node a tag's text was cut from if nothing is left of it, with the formatting
 * around it that held nothing else: `<em>[[pull</em>quote]]` leaves no empty `<em>`.
 */
export function removeIfEmptied(text: Text, root: Node): void {
  if (text.data) return;
  let parent = text.parentNode;
  parent?.removeChild(text);
  while (parent && parent !== root && isElement(parent) && INLINE.has(parent.localName) && !parent.hasChildNodes()) {
    const up: ParentNode | null = parent.parentNode;
    parent.remove();
    parent = up;
  }
}

/**
 * Blocks that may hold nothing but a tag an editor wrote, and go with it when it is taken out of
 * a reader's page: a paragraph, a heading, a list item, a quote. Not a table cell (the table would
 * lose a column) nor anything with an id (a link target).
 */
const TAG_HOLDERS: ReadonlySet<string> = new Set([...WRAPPERS, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'dt', 'dd', 'blockquote']);

/** The block a text node stands in: its nearest ancestor that is no formatting (or `root`). */
export function blockOf(node: Node, root: Element): Element {
  let parent = node.parentElement;
  while (parent && parent !== root && INLINE.has(parent.localName)) parent = parent.parentElement;
  return parent ?? root;
}

/** Removes `block` if a tag taken out of it left it holding nothing a reader sees, with the wrappers it leaves blank. */
export function removeIfBlankHolder(block: Element, root: Element): void {
  if (block === root || !root.contains(block) || !TAG_HOLDERS.has(block.localName) || block.hasAttribute('id')) return;
  if ([...block.childNodes].every(isBlank)) removeWithBlankWrappers(block, root);
}

/**
 * The element that moving everything between `from` and `to` into a module would cut in two, and
 * on which side it stands: any element between either node and the two's common ancestor other
 * than the paragraphs, divs and formatting a CMS wraps text in (which are cut as the DOM's Range
 * does). A module that starts in one list item and ends in the next, or in a heading and ends
 * after it, would hold part of a list item or heading. Null when nothing would be cut.
 */
export function cutBetween(from: Node, to: Node, root: Element): { element: Element; side: 'start' | 'end' } | null {
  const common = ancestorsWithin(from, root).find((el) => el.contains(to)) ?? root;
  for (const [node, side] of [[from, 'start'], [to, 'end']] as const) {
    const cut = ancestorsWithin(node, common).find((el) => !WRAPPERS.has(el.localName));
    if (cut) return { element: cut, side };
  }
  return null;
}

/** The paragraph `el` stands in, through formatting only; null when it stands elsewhere (a div, a list item, `root`). */
function paragraphOf(el: Element, root: Element): Element | null {
  for (let parent = el.parentElement; parent && parent !== root; parent = parent.parentElement) {
    if (parent.localName === 'p') return parent;
    if (!INLINE.has(parent.localName)) return null;
  }
  return null;
}

/**
 * Takes a block module out of the paragraph it stands in, where a module does not belong (a widget
 * in a `<p>` renders oddly, and a `<p>` holding blocks is not valid HTML): when the paragraph holds
 * nothing else, the module takes its place; when its content holds blocks, the paragraph is split
 * around it, the text before and after staying in paragraphs of their own. A module within a
 * line of text with inline content (`<p>See [[video …]] here</p>`) stays where it is.
 */
export function liftOutOfParagraph(el: Element, root: Element): void {
  const p = paragraphOf(el, root);
  if (!p) return;
  const alone = blankBesides(p, el);
  if (!alone && ![...el.children].some((child) => CLOSES_PARAGRAPH.has(child.localName))) return;
  const range = el.ownerDocument.createRange();
  range.setStartAfter(el);
  range.setEnd(p, p.childNodes.length);
  const after = range.extractContents();
  const formatting = ancestorsWithin(el, p);
  p.after(el);
  if (![...after.childNodes].every(isBlank)) {
    const rest = p.cloneNode(false) as Element;
    rest.removeAttribute('id');
    rest.append(after);
    el.after(rest);
  }
  for (const wrapper of formatting) if (isBlank(wrapper)) wrapper.remove();
  if (isBlank(p)) p.remove();
}

/** The elements between `node` and `top`, innermost first. */
function ancestorsWithin(node: Node, top: Node): Element[] {
  const found: Element[] = [];
  for (let parent = node.parentElement; parent && parent !== top; parent = parent.parentElement) found.push(parent);
  return found;
}
