/**
 * The grammar of double-bracket module tags, as editors type them in article body text:
 *
 *   [[name attribute="value" …]]   a module (an opening tag)
 *   [[/name]]                      closes the nearest open module of that name (optional)
 *
 * - name: one or more words of letters separated by spaces (`table of contents`), any case; it
 *   ends where the first attribute starts.
 * - attribute: a name of `[a-z][a-z0-9-]*`, `=`, then a value in double quotes. A quote, `&`, `<`
 *   or `>` inside a value is written HTML-escaped (`&quot;`, `&amp;`, `&lt;`, `&gt;`; `&#39;` and
 *   numeric references too): the value is decoded, never parsed as HTML.
 * - spaces (any whitespace) may separate the parts; nothing else may.
 * Anything else that starts with `[[` is not a tag and stays text as written.
 */
import { decodeXML } from 'entities/decode';
import { normaliseName } from './modules.js';

export interface OpeningTag {
  kind: 'open';
  /** normalised: lower case, single spaces */
  name: string;
  /** in the order written; values decoded */
  attributes: [name: string, value: string][];
  /** the tag as written, for when it stays text */
  source: string;
}

export interface ClosingTag {
  kind: 'close';
  name: string;
  source: string;
}

/** A run of plain text, or a tag. */
export type Piece = string | OpeningTag | ClosingTag;

const NAME = String.raw`[A-Za-z]+(?:\s+[A-Za-z]+)*`;
const ATTRIBUTE = String.raw`\s+([a-z][a-z0-9-]*)="([^"]*)"`;
// Sticky: each is tried exactly where a `[[` starts. The name is lazy so that `quote="…"` is read
// as an attribute, not as a further word of the name.
const OPENING = new RegExp(String.raw`\[\[\s*(${NAME}?)((?:${ATTRIBUTE})*)\s*\]\]`, 'y');
const CLOSING = new RegExp(String.raw`\[\[\/\s*(${NAME})\s*\]\]`, 'y');

function tagAt(text: string, at: number): OpeningTag | ClosingTag | null {
  CLOSING.lastIndex = at;
  const close = CLOSING.exec(text);
  if (close) return { kind: 'close', name: normaliseName(close[1] ?? ''), source: close[0] };
  OPENING.lastIndex = at;
  const open = OPENING.exec(text);
  if (!open) return null;
  const attributes = [...(open[2] ?? '').matchAll(new RegExp(ATTRIBUTE, 'g'))].map(([, name = '', value = '']): [string, string] => [name, decodeXML(value)]);
  return { kind: 'open', name: normaliseName(open[1] ?? ''), attributes, source: open[0] };
}

/** Splits text into plain runs and tags; text without a well-formed tag comes back as one string. */
export function tokenize(text: string): Piece[] {
  const pieces: Piece[] = [];
  let plainFrom = 0;
  for (let at = text.indexOf('[['); at >= 0; ) {
    const tag = tagAt(text, at);
    if (!tag) {
      at = text.indexOf('[[', at + 1);
      continue;
    }
    if (at > plainFrom) pieces.push(text.slice(plainFrom, at));
    pieces.push(tag);
    plainFrom = at + tag.source.length;
    at = text.indexOf('[[', plainFrom);
  }
  if (plainFrom < text.length || !pieces.length) pieces.push(text.slice(plainFrom));
  return pieces;
}
