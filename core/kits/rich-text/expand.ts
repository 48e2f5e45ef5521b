/**
 * Expands the module tags in the text of one rich-text element into `mck-*` elements, in place.
 *
 * Only text nodes are read and only they are replaced: the markup around them, its listeners and
 * the text the server escaped stay as they are (nothing is parsed as HTML). A module's attributes
 * are set with setAttribute; URL-like ones are checked by the widget itself, like any attribute.
 *
 * - An opening tag becomes its element where it stands. When a closing tag of the same module
 *   follows under the same parent element, everything between the two moves into the element (its
 *   content, as a CMS would print it inside the tag); a module may hold other modules. A closing
 *   tag closes the innermost open module of its name; modules left open between stay empty.
 * - An unknown module name stays text, with one console warning per name per page. So does a
 *   closing tag nothing opened, and anything that is not well formed (see grammar.ts).
 * - An attribute whose name starts with `on` would be an inline event handler: the tag stays text,
 *   with a warning.
 * - Text inside script, style, textarea, pre and code is left alone (where editors show `[[…]]`).
 *
 * Running it again over the same element changes nothing more.
 */
import { tokenize, type OpeningTag, type Piece } from './grammar.js';
import { MODULE_TAGS, tagOf } from './modules.js';

const LEFT_ALONE = new Set(['script', 'style', 'template', 'textarea', 'pre', 'code', 'noscript']);

/** Warnings already given on this page (each once). */
const pageWarnings = new Set<string>();

/** What one expansion shares: the warnings given, and where to say them. */
export interface ExpandContext {
  warned: Set<string>;
  warn: (message: string) => void;
}

const pageContext: ExpandContext = { warned: pageWarnings, warn: (message) => console.warn(message) };

function warnOnce(context: ExpandContext, key: string, message: string): void {
  if (context.warned.has(key)) return;
  context.warned.add(key);
  context.warn(message);
}

function createModule(tag: OpeningTag, doc: Document, context: ExpandContext): Element | null {
  const name = tagOf(tag.name);
  if (!name) {
    warnOnce(context, `name:${tag.name}`, `[mck] rich text: unknown module "${tag.name}" in ${tag.source}, left as text (known: ${Object.keys(MODULE_TAGS).join(', ')})`);
    return null;
  }
  const handler = tag.attributes.find(([attribute]) => attribute.startsWith('on'));
  if (handler) {
    warnOnce(context, `on:${tag.source}`, `[mck] rich text: ${tag.source} left as text: "${handler[0]}" would be an event handler`);
    return null;
  }
  const el = doc.createElement(name);
  for (const [attribute, value] of tag.attributes) el.setAttribute(attribute, value);
  return el;
}

/** Replaces each text node of `parent` that holds tags; returns the modules opened and the closing tags, by node. */
function replaceTags(parent: ParentNode, doc: Document, context: ExpandContext) {
  const opened = new Set<Node>();
  const closing = new Map<Node, string>();
  for (const child of [...parent.childNodes]) {
    if (child.nodeType !== 3) continue;
    const pieces: Piece[] = tokenize((child as Text).data);
    if (pieces.length === 1 && typeof pieces[0] === 'string') continue;
    const nodes = pieces.map((piece): Node => {
      if (typeof piece === 'string') return doc.createTextNode(piece);
      if (piece.kind === 'open') {
        const el = createModule(piece, doc, context);
        if (el) opened.add(el);
        return el ?? doc.createTextNode(piece.source);
      }
      const text = doc.createTextNode(piece.source);
      const tag = tagOf(piece.name);
      if (tag) closing.set(text, tag);
      return text;
    });
    (child as Text).replaceWith(...nodes);
  }
  return { opened, closing };
}

/** Moves what stands between each module and its closing tag into the module; removes the closing tag. */
function pairClosingTags(parent: ParentNode, opened: Set<Node>, closing: Map<Node, string>): void {
  const open: Element[] = [];
  for (const node of [...parent.childNodes]) {
    if (opened.has(node)) {
      open.push(node as Element);
      continue;
    }
    const tag = closing.get(node);
    const at = tag ? open.map((el) => el.localName).lastIndexOf(tag) : -1;
    if (at < 0) continue;
    const module = open[at]!;
    open.length = at;
    while (module.nextSibling && module.nextSibling !== node) module.append(module.nextSibling);
    node.parentNode?.removeChild(node);
  }
}

function expandWithin(parent: ParentNode, doc: Document, context: ExpandContext): void {
  for (const child of [...parent.children]) if (!LEFT_ALONE.has(child.localName)) expandWithin(child, doc, context);
  const { opened, closing } = replaceTags(parent, doc, context);
  if (opened.size && closing.size) pairClosingTags(parent, opened, closing);
}

/** Expands the module tags in `root`'s text (see the file's header). */
export function expandRichText(root: Element, context: ExpandContext = pageContext): void {
  expandWithin(root, root.ownerDocument, context);
}
