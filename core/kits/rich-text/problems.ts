/**
 * How expansion says what it could not expand: one console warning per problem (the same text
 * twice on a page is one problem), and, in editor mode, a visible marker where the problem is,
 * after the tag's text as it was written. Readers see neither (expand.ts takes the tag out).
 */

import type { OpeningTag } from './grammar.js';

/** What one expansion shares: the warnings given, where to say them, and whether editors are looking. */
export interface ExpandContext {
  warned: Set<string>;
  warn: (message: string) => void;
  /** The page config's editor mode; read from the page's `#mck-config` when not given. */
  editorMode?: boolean;
  /**
   * The attributes an element of `tag` reads, once its widget is defined (undefined: no list);
   * by default its class's `observedAttributes`, the widget's own declaration of them.
   */
  attributesOf?: (tag: string, doc: Document) => Promise<readonly string[] | undefined>;
}

/** The attribute of a problem's marker (its text is the warning). */
export const PROBLEM_ATTR = 'data-mck-rich-text-problem';

/** The config element's id (core/page/config.ts CONFIG_ELEMENT_ID: the kit imports nothing from core). */
const CONFIG_ELEMENT_ID = 'mck-config';

/**
 * The page config's `editorMode`, read from the JSON the CMS prints. Core validates that JSON for
 * the widgets; expanding needs one flag of it and must not wait for core, so it reads the flag
 * itself. Missing or invalid JSON: not editor mode (core reports it).
 */
export function readEditorMode(doc: Document): boolean {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return false;
  try {
    return (JSON.parse(text) as { editorMode?: unknown } | null)?.editorMode === true;
  } catch {
    return false;
  }
}

/** Warns once per key. */
export function warnOnce(context: ExpandContext, key: string, message: string): void {
  if (context.warned.has(key)) return;
  context.warned.add(key);
  context.warn(message);
}

/** The text of a warning: `[mck] rich text: …`. */
export const problemMessage = (text: string): string => `[mck] rich text: ${text}`;

/** A tag's text as a message quotes it: long runs (an unclosed tag taking the rest of a line) cut short. */
export function quote(source: string): string {
  const flat = source.replace(/\s+/g, ' ');
  return `"${flat.length > 80 ? `${flat.slice(0, 79)}…` : flat}"`;
}

const isMarker = (node: Node | null): boolean => node?.nodeType === 1 && (node as Element).hasAttribute(PROBLEM_ATTR);

/**
 * The editor's marker: a `<mark>` (visible in any page's styles, and no `style` attribute, which a
 * strict CSP refuses), holding the warning. Nothing when one is already there (expanding again).
 */
function marker(doc: Document, message: string): Element {
  const mark = doc.createElement('mark');
  mark.setAttribute(PROBLEM_ATTR, '');
  mark.textContent = message.replace(/^\[mck\] /, '');
  return mark;
}

/** Marks a problem right after a point in text (the end of a tag's text). */
export function markAfterText(text: Text, offset: number, message: string): void {
  if (offset === text.data.length && isMarker(text.nextSibling)) return;
  const range = text.ownerDocument.createRange();
  range.setStart(text, offset);
  range.insertNode(marker(text.ownerDocument, message));
}

/** Marks a problem right after an element (a module), after the markers already there (a module may have several problems). */
export function markAfter(el: Element, message: string): void {
  const mark = marker(el.ownerDocument, message);
  let last: Element = el;
  for (let next = el.nextSibling; next && isMarker(next); next = next.nextSibling) {
    if (next.textContent === mark.textContent) return;
    last = next as Element;
  }
  last.after(mark);
}

/**
 * Attributes any element may carry, read by the page or by the loader rather than by the widget:
 * they are never reported (`hydrate`: the loader's strategy, core/host/hydration.ts).
 */
const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set(['id', 'class', 'lang', 'dir', 'title', 'hidden', 'slot', 'tabindex', 'hydrate']);
const isGlobal = (name: string): boolean => GLOBAL_ATTRIBUTES.has(name) || /^(data|aria)-/.test(name);

async function observedAttributes(tag: string, doc: Document): Promise<readonly string[] | undefined> {
  const registry = doc.defaultView?.customElements;
  if (!registry) return undefined;
  await registry.whenDefined(tag);
  return (registry.get(tag) as { observedAttributes?: readonly string[] } | undefined)?.observedAttributes;
}

/**
 * Reports the attributes a module was written with that its widget does not read (a guess at a
 * name, `[[image src="…"]]`, or a misspelling, `[[video videoid="…"]]`), once the widget is
 * defined: its element class's `observedAttributes` is the one list of them, and the kit must not
 * import widgets. A tag with no widget in the bundle is the loader's to report.
 */
export function checkAttributes(el: Element, tag: Pick<OpeningTag, 'attributes' | 'source'>, context: ExpandContext, editorMode: boolean): void {
  const name = el.localName;
  void (context.attributesOf ?? observedAttributes)(name, el.ownerDocument).then((known) => {
    if (!known) return;
    // The attributes as the editor wrote them: the widget and the loader add their own to the element.
    const unknown = tag.attributes.map(([attribute]) => attribute).filter((attribute) => !known.includes(attribute) && !isGlobal(attribute));
    if (!unknown.length) return;
    const own = known.filter((attribute) => !attribute.startsWith('data-mck-'));
    const message = problemMessage(
      `<${name}> ${quote(tag.source)}: ${unknown.map((attribute) => `"${attribute}"`).join(', ')} ${unknown.length > 1 ? 'are no attributes' : 'is no attribute'} of <${name}>, ignored (${own.length ? `its attributes: ${own.join(', ')}` : 'it has none: it shows what stands between its tags'})`,
    );
    warnOnce(context, message, message);
    if (editorMode && el.isConnected) markAfter(el, message);
  });
}
