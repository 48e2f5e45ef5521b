/**
 * Finds the tags in a rich-text element's text, without changing anything. A tag is read from one
 * line of text: the text nodes of one block (a paragraph, a list item, the element itself) read
 * in a row through the formatting inside it (INLINE in markup.ts), so `[[video <b>video-id="x"</b>]]`
 * and `<em>[[pull</em>quote]]` are one tag each. Any other element ends the line (a `<br>`, an
 * image, a module), as does a block.
 */
import { tokenize, type Tag } from './grammar.js';
import { INLINE, LEFT_ALONE } from './markup.js';
import { PROBLEM_ATTR } from './problems.js';

/** A point in the text: a text node and an offset in it. */
export interface Point {
  node: Text;
  offset: number;
}

/** A tag, with where its text starts and ends (end: just after its last character). */
export interface FoundTag {
  tag: Tag;
  start: Point;
  end: Point;
}

/** The lines of text under `root`, in document order: each the text nodes it runs through. */
function linesOf(root: Element): Text[][] {
  const lines: Text[][] = [[]];
  const endLine = () => {
    if (lines.at(-1)!.length) lines.push([]);
  };
  const walk = (parent: Node) => {
    for (const child of parent.childNodes) {
      if (child.nodeType === 3) {
        lines.at(-1)!.push(child as Text);
        continue;
      }
      if (child.nodeType !== 1) continue;
      const el = child as Element;
      // Expansion's own problem markers quote tags: never read as tags.
      if (LEFT_ALONE.has(el.localName) || el.hasAttribute(PROBLEM_ATTR)) {
        endLine();
        continue;
      }
      if (INLINE.has(el.localName)) {
        walk(el);
        continue;
      }
      endLine();
      walk(el);
      endLine();
    }
  };
  walk(root);
  return lines.filter((line) => line.length);
}

/** Where the character at `at` of a line stands (`atEnd`: the point just after character at - 1). */
function pointAt(line: Text[], at: number, atEnd: boolean): Point {
  let from = 0;
  for (const node of line) {
    const to = from + node.data.length;
    if (atEnd ? at > from && at <= to : at >= from && at < to) return { node, offset: at - from };
    from = to;
  }
  throw new Error(`[mck] rich text: no character ${at} in a line of ${from}`);
}

/** The tags under `root`, in document order. */
export function findTags(root: Element): FoundTag[] {
  const found: FoundTag[] = [];
  for (const line of linesOf(root)) {
    const text = line.map((node) => node.data).join('');
    if (!text.includes('[')) continue;
    let at = 0;
    for (const piece of tokenize(text)) {
      if (typeof piece !== 'string') found.push({ tag: piece, start: pointAt(line, at, false), end: pointAt(line, at + piece.source.length, true) });
      at += typeof piece === 'string' ? piece.length : piece.source.length;
    }
  }
  return found;
}
