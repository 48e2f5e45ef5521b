/**
 * build/layout-css.mjs — the layout classes' stylesheet (core/layout/mck-layout.css) as
 * dist/mck-layout.css, minified by esbuild. It is plain CSS a CMS template links next to the loader
 * (README "Hosting the bundle"); no chunk imports it, so it is not part of the JavaScript passes.
 * A project without the source file (the build's test fixtures) gets no stylesheet.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

export const LAYOUT_SOURCE = 'core/layout/mck-layout.css';
export const LAYOUT_OUTPUT = 'mck-layout.css';

/** `{ path, contents }` of dist/mck-layout.css, or null when the project has no layout source. */
export async function buildLayoutCss({ root, out, dev }) {
  const source = join(root, LAYOUT_SOURCE);
  if (!existsSync(source)) return null;
  const outfile = join(out, LAYOUT_OUTPUT);
  const result = await build({ entryPoints: [source], outfile, bundle: false, minify: !dev, write: false, logLevel: 'silent' });
  const file = result.outputFiles.find((f) => f.path === outfile) ?? result.outputFiles[0];
  return { path: outfile, contents: file.contents };
}
