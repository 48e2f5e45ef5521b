/**
 * The grammar of module tags, as editors type them in article body text and as CMSs and word
 * processors pass them on:
 *
 *   [[name attribute="value" …]]   a module (an opening tag)
 *   [[/name]]                      closes the nearest open module of that name (optional)
 *
 * - name: one or more words of letters separated by spaces, `-` or `_` (`table of contents`,
 *   `pull-quote`), any case; it ends where the first attribute starts. `mck ` may stand before any
 *   name (`[[mck video …]]`). Which names are modules, and the other names an editor may use for
 *   them, is modules.ts's.
 * - attribute: a name of letters, digits and `-` starting with a letter, any case (read in lower
 *   case), `=`, then a value in quotes: straight double `"…"` or single `'…'`, or typographic
 *   ones, as word processors and WordPress's texturize print them: an opening " “ ” „ ″ closed
 *   by any of “ ” ″, an opening ' ‘ ’ ‚ ′ closed by any of ‘ ’ ′, or guillemets, either way round
 *   (« », » «, ‹ ›, › ‹: French, German, Swiss), the spaces inside them dropped (French puts
 *   no-break spaces there: `« x »`). A straight value ends at the next quote of its kind; a
 *   typographic value ends at the first closing mark followed by a space or `]`, so straight
 *   quotes and apostrophes inside it are kept. A quote, `&`, `<` or `>` is
 *   otherwise written HTML-escaped (`&quot;`, `&amp;`, `&lt;`, `&gt;`, `&#39;`, numeric
 *   references): the value is decoded, never parsed as HTML.
 * - spaces (any whitespace, no-break spaces too) may separate the parts; nothing else may.
 * - single brackets, `[video …]` and `[/video]`, only for the names in SINGLE_BRACKET_NAMES (the
 *   ones WordPress prints that way, see modules.ts).
 *
 * Text that starts like a tag of a known module (`[[video `, `[[/pullquote`, `[video x=`) but is
 * not well formed, or whose name only starts with a module's (`[[video autoplay]]`), is a broken
 * tag: it is not expanded, and diagnose.ts says what is wrong with it. Anything else that starts with
 * `[[` is not a tag and stays text as written.
 */
import { decodeXML } from 'entities/decode';
import { diagnose } from './diagnose.js';
import { ALIASES, MODULE_TAGS, normaliseName, SINGLE_BRACKET_NAMES, tagOf } from './modules.js';

export interface OpeningTag {
  kind: 'open';
  /** normalised: lower case, single spaces, no `mck ` prefix */
  name: string;
  /** in the order written; names in lower case, values decoded */
  attributes: [name: string, value: string][];
  /** the tag as written, for when it stays text */
  source: string;
}

export interface ClosingTag {
  kind: 'close';
  name: string;
  source: string;
}

/** Text that starts like a tag of a known module but is not well formed. */
export interface BrokenTag {
  kind: 'broken';
  /** the known module it names */
  name: string;
  /** whether it starts like a closing tag (`[[/`) */
  closing: boolean;
  /** the text as written, from its bracket to its closing brackets (or what stands for them) */
  source: string;
  /** what exactly is wrong, in the editor's terms (diagnose.ts); undefined when nothing precise can be said */
  problem: string | undefined;
}

export type Tag = OpeningTag | ClosingTag | BrokenTag;

/** A run of plain text, or a tag. */
export type Piece = string | Tag;

const NAME = String.raw`[A-Za-z]+(?:[\s_-]+[A-Za-z]+)*`;
// One group per way of quoting; exactly one of them takes part in a match.
const VALUE = [
  String.raw`"([^"]*)"`,
  String.raw`'([^']*)'`,
  // A straight opening quote may be closed by a typographic one too (`"x”`): word processors do that.
  String.raw`["“”„″]((?:(?!\]\])[\s\S])*?)[“”″](?=[\s\]]|$)`,
  String.raw`['‘’‚′]((?:(?!\]\])[\s\S])*?)[‘’′](?=[\s\]]|$)`,
  String.raw`[«»]\s*((?:(?!\]\])[\s\S])*?)\s*[«»](?=[\s\]]|$)`,
  String.raw`[‹›]\s*((?:(?!\]\])[\s\S])*?)\s*[‹›](?=[\s\]]|$)`,
].join('|');
const ATTRIBUTE = String.raw`\s+([A-Za-z][A-Za-z0-9-]*)\s*=\s*(?:${VALUE})`;
const ATTRIBUTES = new RegExp(ATTRIBUTE, 'g');
// Sticky: each is tried exactly where a bracket starts. The name is lazy so that `quote="…"` is
// read as an attribute, not as a further word of the name.
const OPENING = new RegExp(String.raw`\[\[\s*(${NAME}?)((?:${ATTRIBUTE})*)\s*\]\]`, 'y');
const CLOSING = new RegExp(String.raw`\[\[\/\s*(${NAME})\s*\]\]`, 'y');
const SINGLE_OPENING = new RegExp(String.raw`\[\s*(${NAME}?)((?:${ATTRIBUTE})*)\s*\]`, 'y');
const SINGLE_CLOSING = new RegExp(String.raw`\[\/\s*(${NAME})\s*\]`, 'y');
/**
 * How a tag of a known module starts: brackets, an optional slash and `mck `, then a name or an
 * alias (longest first), its words separated by any spaces, `-` or `_`, or none.
 */
const KNOWN_START = new RegExp(
  String.raw`\[\[?\s*\/?\s*(?:mck[\s_-]+)?(${[...Object.keys(MODULE_TAGS), ...Object.keys(ALIASES)]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replaceAll(' ', String.raw`[\s_-]*`))
    .join('|')})(?=[\s\]]|$)`,
  'iy',
);

function attributesOf(text: string): [string, string][] {
  return [...text.matchAll(ATTRIBUTES)].map(([, name = '', ...values]): [string, string] => [name.toLowerCase(), decodeXML(values.find((v) => v !== undefined) ?? '')]);
}

function wellFormedAt(text: string, at: number, double: boolean): OpeningTag | ClosingTag | null {
  const [closing, opening] = double ? [CLOSING, OPENING] : [SINGLE_CLOSING, SINGLE_OPENING];
  closing.lastIndex = at;
  const close = closing.exec(text);
  if (close) return { kind: 'close', name: normaliseName(close[1] ?? ''), source: close[0] };
  opening.lastIndex = at;
  const open = opening.exec(text);
  if (!open) return null;
  return { kind: 'open', name: normaliseName(open[1] ?? ''), attributes: attributesOf(open[2] ?? ''), source: open[0] };
}

/**
 * Where a broken tag's text ends: after its closing brackets (`]]`, else a single `]`) if they come
 * before the next bracket that could start a tag, else before that bracket, else at the end.
 */
function brokenEnd(text: string, at: number, double: boolean): number {
  const next = text.indexOf(double ? '[[' : '[', at + (double ? 2 : 1));
  const limit = next < 0 ? text.length : next;
  for (const close of double ? [']]', ']'] : [']']) {
    const closeAt = text.indexOf(close, at + 1);
    if (closeAt >= 0 && closeAt + close.length <= limit) return closeAt + close.length;
  }
  return limit;
}

function tagAt(text: string, at: number): Tag | null {
  const double = text.startsWith('[[', at);
  const tag = wellFormedAt(text, at, double);
  KNOWN_START.lastIndex = at;
  const known = KNOWN_START.exec(text);
  // Single brackets are a tag only for the names WordPress prints that way; `[Gallery]` is text.
  // A name that is no module's but starts with one is that module's broken tag: `[[video
  // autoplay]]` is a video with an attribute written without its value.
  if (tag && (double || SINGLE_BRACKET_NAMES.has(tag.name)) && (tagOf(tag.name) || !known)) return tag;
  if (!known) return null;
  const name = normaliseName(known[1] ?? '');
  const source = text.slice(at, brokenEnd(text, at, double));
  // In single brackets only what has an attribute is taken for a tag: `[Video: 3 min]` is text.
  if (!double && !(SINGLE_BRACKET_NAMES.has(name) && source.includes('='))) return null;
  if (!tagOf(name)) return null;
  return { kind: 'broken', name, closing: /^\[\[?\s*\//.test(source), source, problem: diagnose(source, known[0].length) };
}

/** Splits text into plain runs and tags; text without a tag comes back as one string. */
export function tokenize(text: string): Piece[] {
  const pieces: Piece[] = [];
  let plainFrom = 0;
  for (let at = text.indexOf('['); at >= 0; ) {
    const tag = tagAt(text, at);
    if (!tag) {
      at = text.indexOf('[', at + 1);
      continue;
    }
    if (at > plainFrom) pieces.push(text.slice(plainFrom, at));
    pieces.push(tag);
    plainFrom = at + tag.source.length;
    at = text.indexOf('[', plainFrom);
  }
  if (plainFrom < text.length || !pieces.length) pieces.push(text.slice(plainFrom));
  return pieces;
}
