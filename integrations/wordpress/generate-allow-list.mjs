#!/usr/bin/env node
/**
 * Writes the WordPress plugin's HTML allow-list (mck-widgets/allowed-html.json) from the elements
 * manifest: every `mck-*` tag with the attributes its manifest entry declares (`hydrate` among
 * them). The plugin hands these to WordPress's HTML filter (kses) for the roles a site chooses;
 * the global attributes WordPress allows on every tag (class, id, style, data-*, aria-* …) and
 * `slot` are added by the plugin itself.
 *
 *   npm run manifest && node integrations/wordpress/generate-allow-list.mjs
 *
 * integrations/wordpress/allow-list.test.ts fails when the committed file and the widgets'
 * declarations differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
export const ALLOW_LIST_FILE = join(HERE, 'mck-widgets', 'allowed-html.json');
const MANIFEST_FILE = join(HERE, '..', '..', 'custom-elements.json');

/**
 * tag → sorted attribute names, tags sorted, for every custom element of the manifest.
 * @param {{ modules: Array<{ declarations?: Array<{ tagName?: string, attributes?: Array<{ name: string }> }> }> }} manifest
 * @returns {Record<string, string[]>}
 */
export function allowListFrom(manifest) {
  const elements = manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d) => d.tagName?.startsWith('mck-'));
  const entries = elements.map((el) => [el.tagName, [...new Set((el.attributes ?? []).map((a) => a.name.toLowerCase()))].sort()]);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The file's text: stable, so a regeneration from the same manifest changes nothing. */
export const allowListText = (manifest) => `${JSON.stringify(allowListFrom(manifest), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(process.argv[2] ?? MANIFEST_FILE, 'utf8'));
  writeFileSync(ALLOW_LIST_FILE, allowListText(manifest));
  console.log(`wrote ${ALLOW_LIST_FILE} (${Object.keys(allowListFrom(manifest)).length} tags)`);
}
