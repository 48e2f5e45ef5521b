/**
 * Expands the module tags in the text of one rich-text element into `mck-*` elements, in place.
 *
 * Only the text of tags is replaced, and nothing is parsed as HTML: the markup around it, its
 * listeners and the text the server escaped stay as they are. A module's attributes are set with
 * setAttribute; URL-like ones are checked by the widget itself, like any attribute.
 *
 * - An opening tag becomes its element where it stands. A closing tag of the same module after it,
 *   anywhere in the element, closes it: everything between the two moves into the module (its
 *   content, as a CMS would print it inside the tag), also when a CMS or an editor put the two
 *   tags in paragraphs of their own (WordPress's `<p>[[pullquote]]</p><p>Quote</p><p>[[/pullquote]]</p>`).
 *   The blank nodes at the content's edges (empty paragraphs, line breaks) are dropped, and the
 *   paragraphs that held only a tag go with it. A closing tag closes the innermost open module of
 *   its name; modules left open between stay empty; a module may hold other modules.
 * - A block module alone in a paragraph takes the paragraph's place, and one holding blocks is
 *   taken out of its paragraph (markup.ts liftOutOfParagraph): a widget in a `<p>` renders oddly.
 *   A footnote stays in its line of text.
 * - What cannot be expanded is taken out of a reader's page and shown to editors (problems.ts):
 *   readers never see a tag's text nor an empty module's box, only the text around it and what
 *   stood between its tags; in editor mode the tag stays exactly as written, followed by a marker
 *   saying what is wrong with it, and the console has one warning per problem, naming the element
 *   the tag would have become. Problems: an unknown module name (one warning per name), a tag of a
 *   known module that is not well formed (see grammar.ts; diagnose.ts says exactly where), an
 *   attribute whose name starts with `on` (it would be an inline event handler), a closing tag
 *   nothing opened, the opening tag of a module that needs content (NEEDS_CONTENT in modules.ts)
 *   without its closing tag, and a pair whose module would hold part of a list item, heading or
 *   any element other than the paragraphs and divs around text (markup.ts cutBetween). A module
 *   that needs content and was closed around nothing is created for editors only, and reported.
 *   Attributes a module's widget does not read are reported once the widget is defined.
 * - Text inside script, style, template, textarea, pre, code and noscript is left alone.
 *
 * Running it again over the same element changes nothing more.
 */
import type { OpeningTag } from './grammar.js';
import { blockOf, cutBetween, liftOutOfParagraph, removeIfBlankHolder, removeIfEmptied, removeWithBlankWrappers, trimEdges } from './markup.js';
import { INLINE_MODULES, MODULE_TAGS, NEEDS_CONTENT, tagOf } from './modules.js';
import { checkAttributes, markAfter, markAfterText, problemMessage, quote, readEditorMode, warnOnce, type ExpandContext } from './problems.js';
import { findTags, type FoundTag } from './scan.js';

export type { ExpandContext } from './problems.js';

const pageContext: ExpandContext = { warned: new Set(), warn: (message) => console.warn(message) };

/** What becomes of one tag's text. */
type Fate =
  | { kind: 'module'; tag: OpeningTag; el?: Element }
  | { kind: 'close'; placeholder?: Comment }
  /** Not expanded; the problem: empty for a closing tag whose opening tag is not expanded either (its problem is reported there). */
  | { kind: 'text'; problem: string };

const withArticle = (name: string): string => `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;

/** What a problem message says first: the element the tag would have become, and the tag as written. */
const about = (name: string, source: string): string => `<${tagOf(name)!}> ${quote(source)}`;

/** What an element a module would be cut from is, for editors. */
function describe(el: Element): string {
  const name = el.localName;
  const what = /^h[1-6]$/.test(name) ? 'heading' : name === 'li' ? 'list item' : name === 'td' || name === 'th' ? 'table cell' : 'element';
  return `${what} (<${name}>)`;
}

/** Decides every tag's fate (nothing changes yet); returns the pairs of opening and closing tags, inner ones first. */
function resolve(found: FoundTag[], root: Element, context: ExpandContext, fates: Map<FoundTag, Fate>): [FoundTag, FoundTag][] {
  const problem = (at: FoundTag, text: string, key = text) => {
    fates.set(at, { kind: 'text', problem: problemMessage(text) });
    warnOnce(context, key, problemMessage(text));
  };
  // Open modules, innermost last; an opening tag left as text stays here too, so that its closing
  // tag stays text with it rather than being reported again (or closing an outer module).
  const open: FoundTag[] = [];
  const pairs: [FoundTag, FoundTag][] = [];
  for (const at of found) {
    const { tag } = at;
    if (tag.kind === 'broken') {
      const why = tag.problem ?? 'not a well-formed tag (write each attribute as name="value", a quote inside a value as &quot;)';
      problem(at, `${about(tag.name, tag.source)} not expanded: ${why}`);
      if (!tag.closing) open.push(at);
    } else if (!tagOf(tag.name)) {
      problem(at, `unknown module "${tag.name}" in ${quote(tag.source)}, not expanded (known: ${Object.keys(MODULE_TAGS).join(', ')})`, `name:${tag.name}`);
    } else if (tag.kind === 'open') {
      const handler = tag.attributes.find(([attribute]) => attribute.startsWith('on'));
      if (handler) problem(at, `${about(tag.name, tag.source)} not expanded: "${handler[0]}" would be an event handler`);
      else fates.set(at, { kind: 'module', tag });
      open.push(at);
    } else {
      const opener = open.map((o) => o.tag.name).lastIndexOf(tag.name);
      if (opener < 0) {
        problem(at, `${about(tag.name, tag.source)} not expanded: no [[${tag.name}]] before it to close`);
        continue;
      }
      const opening = open[opener]!;
      open.length = opener;
      const cut = fates.get(opening)?.kind === 'text' ? null : cutBetween(opening.end.node, at.start.node, root);
      if (cut) {
        const [opened, closer] = [`[[${tag.name}]]`, tag.source.replace(/\s+/g, ' ')];
        const what = describe(cut.element);
        const where = cut.side === 'start' ? `is outside the ${what} ${opened} stands in` : `stands in a ${what} ${opened} is outside of`;
        problem(opening, `${about(tag.name, opening.tag.source)} not expanded: its ${closer} ${where}, and a module cannot hold part of one (put each tag in a paragraph of its own, around what the ${tag.name} should hold)`);
      }
      if (fates.get(opening)?.kind === 'text') fates.set(at, { kind: 'text', problem: '' });
      else {
        fates.set(at, { kind: 'close' });
        pairs.push([opening, at]);
      }
    }
  }
  const closed = new Set(pairs.map(([opening]) => opening));
  for (const [at, fate] of fates) {
    if (fate.kind === 'module' && !closed.has(at) && NEEDS_CONTENT.has(fate.tag.name)) {
      const { name } = fate.tag;
      problem(at, `${about(name, at.tag.source)} not expanded: no [[/${name}]] after it (${withArticle(name)} shows what stands between [[${name}]] and [[/${name}]])`);
    }
  }
  return pairs;
}

/** Takes a tag's text out of a reader's page, with the paragraph (or heading, list item) that held only it. */
function removeText({ start, end }: FoundTag, root: Element): void {
  const block = blockOf(start.node, root);
  const range = root.ownerDocument.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  range.deleteContents();
  removeIfEmptied(start.node, root);
  if (end.node !== start.node) removeIfEmptied(end.node, root);
  removeIfBlankHolder(block, root);
}

/** Puts `node` where the tag's text was, removing the formatting that held only that text. */
function replaceText({ start, end }: FoundTag, node: Node, root: Element): void {
  const range = root.ownerDocument.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  range.deleteContents();
  range.insertNode(node);
  removeIfEmptied(start.node, root);
  if (end.node !== start.node) removeIfEmptied(end.node, root);
}

function createModule(tag: OpeningTag, doc: Document): Element {
  const el = doc.createElement(tagOf(tag.name)!);
  for (const [attribute, value] of tag.attributes) el.setAttribute(attribute, value);
  return el;
}

/** Expands the module tags in `root`'s text (see the file's header). */
export function expandRichText(root: Element, context: ExpandContext = pageContext): void {
  const doc = root.ownerDocument;
  const found = findTags(root);
  if (!found.length) return;
  const editorMode = context.editorMode ?? readEditorMode(doc);
  const fates = new Map<FoundTag, Fate>();
  const pairs = resolve(found, root, context, fates);

  // Last first: changing the text of a tag leaves the points of the tags before it where they are.
  for (const at of [...found].reverse()) {
    const fate = fates.get(at)!;
    if (fate.kind === 'text') {
      // Editors see the tag as they wrote it, and what is wrong with it; readers see neither.
      if (!editorMode) removeText(at, root);
      else if (fate.problem) markAfterText(at.end.node, at.end.offset, fate.problem);
    } else if (fate.kind === 'module') replaceText(at, (fate.el = createModule(fate.tag, doc)), root);
    // A comment holds the closing tag's place until its module has taken what stands before it.
    else replaceText(at, (fate.placeholder = doc.createComment(' ')), root);
  }

  const modules = found.flatMap((at) => {
    const fate = fates.get(at)!;
    return fate.kind === 'module' ? [{ at, tag: fate.tag, el: fate.el! }] : [];
  });
  const empty: typeof modules = [];
  for (const [opening, closing] of pairs) {
    const module = modules.find(({ at }) => at === opening)!;
    const placeholder = (fates.get(closing) as { placeholder: Comment }).placeholder;
    const range = doc.createRange();
    range.setStartAfter(module.el);
    range.setEndBefore(placeholder);
    const content = range.extractContents();
    trimEdges(content);
    module.el.append(content);
    removeWithBlankWrappers(placeholder, root);
    if (!module.el.hasChildNodes() && NEEDS_CONTENT.has(module.tag.name)) empty.push(module);
  }
  for (const { tag, el } of modules) if (!INLINE_MODULES.has(tag.name)) liftOutOfParagraph(el, root);
  for (const { tag, el } of empty) {
    const message = problemMessage(`${about(tag.name, tag.source)} has nothing before its [[/${tag.name}]], so readers see nothing of it`);
    warnOnce(context, message, message);
    // Editors see the module, in its widget's editor placeholder; readers not even an empty box.
    if (editorMode) markAfter(el, message);
    else removeWithBlankWrappers(el, root);
  }
  for (const { tag, el } of modules) if (el.isConnected && tag.attributes.length) checkAttributes(el, tag, context, editorMode);
}
