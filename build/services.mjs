/**
 * build/services.mjs — which services each widget calls: the `services` of its meta.json, the one
 * declaration that core checks against the page configuration (a widget whose service the page
 * does not list shows its error state, naming the field) and the README's table is made of.
 * `servicesCalledBy` reads the same from the code (every module a widget's chunk holds, its
 * `request('<service>', …)` calls and `services.<name>` reads), so a test keeps the declarations
 * true. The session's and the dictionary's calls (core/session, core/page, core/text) are the
 * page's, made whichever widgets are on it, and are not counted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';

/** The page configuration's services (core/page/config.ts ServiceUrls; a test holds them equal). */
export const SERVICE_NAMES = ['user', 'forms', 'search', 'article', 'shortLink', 'video', 'geo', 'cms', 'lookups', 'audio', 'idp'];

const CALL = /\brequest(?:<[^>]*>)?\(\s*['"]([a-zA-Z]+)['"]|\bservices\.([a-zA-Z]+)\b/g;
const PAGE_LEVEL = /^core\/(session|page|text)\//;

/**
 * @param {string} root the repository
 * @param {string[]} folders widget folders (widgets/<folder>/<folder>.define.ts)
 * @returns {Promise<Map<string, string[]>>} folder → the services its code calls, in SERVICE_NAMES order
 */
export async function servicesCalledBy(root, folders) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(folders.map((folder) => [folder, `widgets/${folder}/${folder}.define.ts`])),
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: 'services-scan',
    loader: { '.css': 'text', '.html': 'text' },
    packages: 'external',
    logLevel: 'silent',
  });
  const found = new Map();
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const folder = /services-scan\/(.+)\.js$/.exec(file)?.[1];
    if (!folder) continue;
    const names = new Set();
    for (const input of Object.keys(output.inputs)) {
      if (PAGE_LEVEL.test(input) || !/\.(ts|tsx)$/.test(input)) continue;
      for (const match of readFileSync(join(root, input), 'utf8').matchAll(CALL)) names.add(match[1] ?? match[2]);
    }
    found.set(folder, SERVICE_NAMES.filter((name) => names.has(name)));
  }
  return found;
}

/** The README's table: each widget and the `services` fields its page configuration must list. */
export function servicesTable(widgets) {
  const calling = widgets.filter(({ services }) => services.length);
  const none = widgets.filter(({ services }) => !services.length).map(({ tag }) => `\`${tag}\``);
  const rows = calling.map(({ tag, services }) => `| \`${tag}\` | ${services.map((s) => `\`${s}\``).join(', ')} |`);
  return ['| widget | `services` it needs |', '|---|---|', ...rows, '', `The other ${none.length} call no service: ${none.join(', ')}.`].join('\n');
}

export const TABLE_START = '<!-- services table: npm run manifest writes it from each widget\'s meta.json -->';
export const TABLE_END = '<!-- end of services table -->';

/** `readme` with its table replaced by the current one (unchanged when the markers are missing). */
export function withServicesTable(readme, widgets) {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) return readme;
  return `${readme.slice(0, start + TABLE_START.length)}\n${servicesTable(widgets)}\n${readme.slice(end)}`;
}
