/**
 * build/css-text-plugin.mjs — the widgets' styles (`*.styles.ts`, CSS in template literals) built
 * without their CSS comments. A note in a style sheet is for whoever reads the source; left in the
 * template literal it is text every reader downloads (3.6 KB gzip over the widgets' chunks when
 * this came in, 0.6 KB in the hero's alone). Only the text of template literals changes, found
 * with TypeScript's parser: code, code comments and other strings stay as they are.
 */
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/** Files whose template literals are CSS. */
export const STYLES_FILE = /\.styles\.ts$/;

const CSS_COMMENT = /\/\*[\s\S]*?\*\//g;

/** `source` (TypeScript) with every CSS comment in its template literals' text removed. */
export function withoutCssComments(source, fileName = 'x.styles.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const spans = [];
  const visit = (node) => {
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      spans.push([node.getStart(file), node.end]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of spans.reverse()) {
    out = out.slice(0, start) + out.slice(start, end).replace(CSS_COMMENT, '') + out.slice(end);
  }
  return out;
}

/** The esbuild plugin: loads `*.styles.ts` files through withoutCssComments. */
export function cssTextPlugin() {
  return {
    name: 'mck-css-text',
    setup(build) {
      build.onLoad({ filter: STYLES_FILE }, async (args) => ({
        contents: withoutCssComments(await readFile(args.path, 'utf8'), args.path),
        loader: 'ts',
      }));
    },
  };
}
