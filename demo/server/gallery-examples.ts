import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';

/**
 * The galleries' examples (widgets/<folder>/<folder>.examples.html), for the gallery pages and
 * for the demo pages that show one of them: a page writes
 * `<!-- mck:example quiz "Three questions, with the readers' votes" -->` (the widget's folder and
 * the example's heading as it reads) where the example goes, and the server that serves the page
 * puts the example's markup there. So a widget's markup is written once, in its gallery, and the
 * pages show what the gallery (and its visual baseline) shows. Attributes after the heading
 * (`id="course" data-testid="rail"`: what only the page needs, for its tests or its other
 * scripts) are added to the example's first widget tag.
 */

/** One piece of an examples file: the heading (`<h2>…</h2>`) and what stands under it; the text before the first heading has none. */
export interface ExamplePiece {
  /** The piece as written, heading included. */
  text: string;
  heading: string | null;
  body: string;
}

/**
 * An examples file cut at the `<h2>` headings that start a line: what stands under a heading is
 * one example. A heading inside an example (what a CMS prints in a tag or its form) is indented
 * or mid-line, and part of it.
 */
export function examplePieces(examples: string): ExamplePiece[] {
  return examples.split(/(?=^<h2[\s>])/m).map((text) => {
    const heading = /^<h2[\s>][\s\S]*?<\/h2>/.exec(text)?.[0] ?? null;
    return { text, heading, body: heading ? text.slice(heading.length).trim() : '' };
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** Text or an attribute's value as the examples write it, with the entities they use decoded. */
export const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

/** A heading as a reader reads it: no tags, entities decoded, spaces collapsed. */
const headingText = (heading: string) => decodeEntities(heading.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();

/**
 * What a page includes of an example: the example without the paragraphs that describe it (those
 * before its first widget tag and after its last, for the gallery's readers). A paragraph with a
 * widget in it (a footnote in a line of text) is markup.
 */
export function exampleMarkup(body: string): string {
  const describes = (p: string) => /^<p[\s>][^]*<\/p>$/.test(p) && p.indexOf('</p>') === p.length - 4 && !/<mck-[a-z]/.test(p);
  let rest = body.trim();
  for (let p = /^<p[\s>][\s\S]*?<\/p>/.exec(rest); p && describes(p[0]); p = /^<p[\s>][\s\S]*?<\/p>/.exec(rest)) {
    rest = rest.slice(p[0].length).trimStart();
  }
  for (let start = rest.lastIndexOf('<p'); start > 0 && describes(rest.slice(start)); start = rest.lastIndexOf('<p')) {
    rest = rest.slice(0, start).trimEnd();
  }
  return rest;
}

/** A page that includes an example that is not there (or writes the include wrong). */
export class ExampleIncludeError extends Error {}

/** `<!-- mck:example …-->`; what stands in it is checked apart, so a misspelt include fails too. */
const INCLUDE = /<!--\s*mck:example\b([\s\S]*?)-->/g;
const INCLUDE_ARGS = /^\s+([a-z0-9][a-z0-9-]*)\s+"(.+?)"((?:\s+[a-z][a-z0-9-]*="[^"]*")*)\s*$/;
/** An attribute as the examples write it (its value quoted), its name first. */
const ATTRIBUTE = /\s+([^\s"'>=/]+)(?:="[^"]*"|='[^']*')?/g;
/** A widget's opening tag. */
const OPENING_TAG = new RegExp(`<mck-[a-z0-9-]+(?:${ATTRIBUTE.source})*\\s*/?>`);

/** The markup of the example of widgets/<folder>/ whose heading reads `heading`; throws ExampleIncludeError naming `page`. */
export function galleryExample(widgetsDir: string, folder: string, heading: string, page: string): string {
  const file = path.join(widgetsDir, folder, `${folder}.examples.html`);
  const where = `widgets/${folder}/${folder}.examples.html`;
  if (!existsSync(file)) throw new ExampleIncludeError(`${page} includes an example of "${folder}", which has no ${where}`);
  const wanted = heading.replace(/\s+/g, ' ').trim();
  const example = examplePieces(readFileSync(file, 'utf8')).find((p) => p.heading !== null && headingText(p.heading) === wanted);
  if (!example) throw new ExampleIncludeError(`${page} includes the example "${heading}", which is no heading of ${where}`);
  return exampleMarkup(example.body);
}

/**
 * `page` with each include replaced by its example's markup. Read at every call, as the servers
 * read their pages: an edited gallery shows on the next load. `name` says which page in an error.
 */
export function includeExamples(page: string, name: string, widgetsDir: string): string {
  return page.replace(INCLUDE, (comment, args: string) => {
    const parts = INCLUDE_ARGS.exec(args);
    if (!parts) throw new ExampleIncludeError(`${name}: "${comment}" is no include; write <!-- mck:example <widget folder> "<heading of the example>" -->`);
    const [, folder = '', heading = '', attributes = ''] = parts;
    const markup = galleryExample(widgetsDir, folder, heading, name);
    return attributes ? withAttributes(markup, attributes, `${name}: the example "${heading}"`) : markup;
  });
}

/** `markup` with `attributes` added to its first widget tag, which must not have them already. */
function withAttributes(markup: string, attributes: string, what: string): string {
  const tag = OPENING_TAG.exec(markup);
  if (!tag) throw new ExampleIncludeError(`${what} has no widget tag to add ${attributes.trim()} to`);
  const has = new Set([...tag[0].matchAll(ATTRIBUTE)].map(([, name]) => name));
  for (const [, name] of attributes.matchAll(ATTRIBUTE)) {
    if (has.has(name!)) throw new ExampleIncludeError(`${what} has ${name} already: the page cannot set it`);
  }
  const nameEnd = tag.index + tag[0].search(/[\s>/]/);
  return `${markup.slice(0, nameEnd)}${attributes}${markup.slice(nameEnd)}`;
}

/**
 * A server's answer to a page whose include failed: a 500 that says which page and which example,
 * also in the server's log. Any other error is not this one's to answer.
 */
export function includeFailure(c: Context, err: unknown): Response {
  if (!(err instanceof ExampleIncludeError)) throw err;
  console.error(`[demo] ${c.req.method} ${c.req.path}: ${err.message}`);
  return c.text(err.message, 500);
}
