#!/usr/bin/env node
/**
 * Writes a new widget with the whole anatomy (docs/architecture.md, "Anatomy of a widget"):
 *
 *   npm run new-widget -- <name>          e.g. `quiz` or `mck-quiz` → widgets/quiz/, <mck-quiz>
 *   node scripts/new-widget.mjs <name> --root DIR   (another project folder; tests use it)
 *
 * It copies scripts/templates/widget/ with the names filled in, adds the widget's dictionary key
 * to every CMS language file (English default; the other languages get a "TODO translate" text
 * that translators replace: widgets/strings.test.ts fails until they have) and a block for the tag to the second-origin CMS page, above its
 * `<!-- mck:new-widget -->` marker. The demo gallery finds the widget by its meta.json.
 * Once translated, the result passes the typecheck, unit, build, browser and end-to-end suites as written.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATES = join(ROOT, 'scripts/templates/widget');
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** The CMS page the scaffold adds each widget to, and where. */
const CMS_PAGE = 'demo/cms-origin/page.html';
const CMS_MARKER = '<!-- mck:new-widget -->';
const LANGUAGES = ['en', 'de', 'ja', 'ar'];

/** The names a widget goes by, from `quiz-result` or `mck-quiz-result`. */
export function namesOf(input) {
  const name = String(input ?? '').trim().replace(/^mck-/, '');
  if (!NAME.test(name)) throw new Error(`"${input}" is not a widget name: lower-case words joined by hyphens, e.g. quiz-result`);
  const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  const words = name.split('-').join(' ');
  return {
    name,
    tag: `mck-${name}`,
    camel,
    Pascal: camel[0].toUpperCase() + camel.slice(1),
    Title: words[0].toUpperCase() + words.slice(1),
  };
}

const fill = (text, names) => text.replace(/__(name|tag|camel|Pascal|Title)__/g, (_, key) => names[key]);

/** The widget's dictionary keys and English defaults, read from its generated contract file. */
const stringKeys = (stringsSource) => [...stringsSource.matchAll(/^\s*(\w+_\w+):\s*'([^']*)'/gm)].map((m) => [m[1], m[2]]);

/** Writes the widget into `root`; returns the files written or changed, relative to it. */
export function scaffold(input, { root = ROOT } = {}) {
  const names = namesOf(input);
  const dir = join(root, 'widgets', names.name);
  if (existsSync(dir)) throw new Error(`widgets/${names.name} already exists`);
  mkdirSync(dir, { recursive: true });
  const touched = [];
  let strings = '';
  for (const template of readdirSync(TEMPLATES).filter((f) => f.endsWith('.tmpl'))) {
    const file = join(dir, fill(template.replace(/\.tmpl$/, ''), names));
    const text = fill(readFileSync(join(TEMPLATES, template), 'utf8'), names);
    if (file.endsWith('.api.ts')) strings = text;
    writeFileSync(file, text);
    touched.push(relative(root, file));
  }

  for (const lang of LANGUAGES) {
    const file = join(root, `demo/services/cms/dictionary/${lang}.json`);
    if (!existsSync(file)) continue;
    const dictionary = JSON.parse(readFileSync(file, 'utf8'));
    for (const [key, english] of stringKeys(strings)) dictionary[key] ??= lang === 'en' ? english : `TODO translate (${lang}): ${english}`;
    writeFileSync(file, `${JSON.stringify(dictionary, null, 2)}\n`);
    touched.push(relative(root, file));
  }

  const page = join(root, CMS_PAGE);
  if (existsSync(page) && readFileSync(page, 'utf8').includes(CMS_MARKER)) {
    const block = `<!-- widget: ${names.tag} -->\n<div class="cms-block" data-widget="${names.tag}">\n  <h2>${names.Title}</h2>\n  <${names.tag} heading="${names.Title}"></${names.tag}>\n</div>\n\n`;
    writeFileSync(page, readFileSync(page, 'utf8').replace(CMS_MARKER, `${block}${CMS_MARKER}`));
    touched.push(CMS_PAGE);
  } else {
    console.warn(`[new-widget] ${CMS_PAGE} has no ${CMS_MARKER} marker: add <${names.tag}> to the second-origin page by hand`);
  }
  return touched;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { root: { type: 'string' } } });
  if (positionals.length !== 1) {
    console.error('usage: npm run new-widget -- <name>   (e.g. quiz-result or mck-quiz-result)');
    process.exit(2);
  }
  try {
    const touched = scaffold(positionals[0], { root: resolve(values.root ?? ROOT) });
    console.log(`[new-widget] wrote or changed:\n  ${touched.join('\n  ')}`);
    console.log('[new-widget] next: describe the widget in its define file, then npm test.');
  } catch (err) {
    console.error(`[new-widget] ${err.message}`);
    process.exit(1);
  }
}
