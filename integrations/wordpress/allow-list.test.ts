/**
 * The WordPress plugin's allow-list (mck-widgets/allowed-html.json) against the elements manifest
 * analysed from the widgets' declarations now, as `npm run manifest` would write it: a widget or an
 * attribute added since the file was generated would be removed from Authors' posts by kses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as analyzer from '@custom-elements-manifest/analyzer';
// @ts-expect-error: plain .mjs modules without declarations
import { mckWidgetsPlugin } from '../../custom-elements-manifest.config.mjs';
// @ts-expect-error: plain .mjs modules without declarations
import { loadWidgetDeclarations } from '../../scripts/widget-declarations.mjs';
// @ts-expect-error: plain .mjs modules without declarations
import { ALLOW_LIST_FILE, allowListFrom, allowListText } from './generate-allow-list.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
// The analyzer's create() and its own TypeScript (syntax kinds must match), left out of its types.
const { create, ts } = analyzer as unknown as {
  create(options: { modules: unknown[]; plugins?: unknown[] }): unknown;
  ts: typeof import('typescript');
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the manifest as JSON, which the assertions walk freely
let manifest: { modules: Array<Record<string, any>> };
beforeAll(async () => {
  const declarations: Array<{ module: string }> = await loadWidgetDeclarations(ROOT);
  const modules = declarations.map((d) => ts.createSourceFile(d.module, readFileSync(join(ROOT, d.module), 'utf8'), ts.ScriptTarget.ES2015, true));
  manifest = create({ modules, plugins: [mckWidgetsPlugin({ declarations, warn: () => {} })] }) as typeof manifest;
});

describe('WordPress allow-list', () => {
  it('is the manifest\'s tags and attributes (regenerate: npm run manifest && node integrations/wordpress/generate-allow-list.mjs)', () => {
    expect(readFileSync(ALLOW_LIST_FILE, 'utf8')).toBe(allowListText(manifest));
  });

  it('lists every element with its declared attributes and hydrate', () => {
    const list: Record<string, string[]> = allowListFrom(manifest);
    const tags = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName).map((d) => d.tagName);
    expect(Object.keys(list).sort()).toEqual([...tags].sort());
    expect(list['mck-accordion']).toEqual(expect.arrayContaining(['items', 'heading', 'hydrate']));
    expect(list['mck-pull-quote']).toEqual(['cta', 'hydrate', 'quote-size', 'quotes']);
  });
});
