/**
 * How expansion says what it could not expand: one console warning per problem (the same text
 * twice on a page is one problem), and, in editor mode, a visible marker where the problem is.
 * Readers see the tag's text as it was written, nothing more.
 */

/** What one expansion shares: the warnings given, where to say them, and whether editors are looking. */
export interface ExpandContext {
  warned: Set<string>;
  warn: (message: string) => void;
  /** The page config's editor mode; read from the page's `#mck-config` when not given. */
  editorMode?: boolean;
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

/** Marks a problem right after an element (a module). */
export function markAfter(el: Element, message: string): void {
  if (!isMarker(el.nextSibling)) el.after(marker(el.ownerDocument, message));
}
