import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { examplePieces } from './gallery-examples.js';
import { html, toHtmlString, trustedHtml, type TrustedHtml } from './html.js';

/**
 * A gallery page's documentation, read from the custom elements manifest the build writes
 * (`dist/custom-elements.json`): the widget's description (keyboard and screen-reader notes
 * included), and its API as tables: attributes, properties set from script, events, slots, parts
 * and custom properties with their defaults. And, after each example of the gallery, the example's
 * HTML to copy.
 */

interface Typed { name: string; type?: { text: string }; default?: string; description?: string }
interface Member extends Typed { kind: string; attribute?: string; static?: boolean; privacy?: string }
interface Declaration {
  tagName?: string;
  customElement?: boolean;
  description?: string;
  attributes?: (Typed & { fieldName?: string })[];
  members?: Member[];
  events?: Typed[];
  slots?: Typed[];
  cssParts?: Typed[];
  cssProperties?: Typed[];
}
interface Manifest { modules: { declarations?: Declaration[] }[] }

let cached: { file: string; mtimeMs: number; byTag: Map<string, Declaration> } | null = null;

/** The manifest's declaration of `tag`; undefined when there is no manifest (not built yet) or no such tag. */
export function declarationOf(distDir: string, tag: string): Declaration | undefined {
  const file = path.join(distDir, 'custom-elements.json');
  if (!existsSync(file)) return undefined;
  const { mtimeMs } = statSync(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    const byTag = new Map<string, Declaration>();
    for (const mod of manifest.modules) for (const d of mod.declarations ?? []) if (d.customElement && d.tagName) byTag.set(d.tagName, d);
    cached = { file, mtimeMs, byTag };
  }
  return cached.byTag.get(tag);
}

/** `backticked` text as code, the rest escaped. */
function prose(text = ''): TrustedHtml {
  return html`${text.split(/(`[^`]+`)/).map((piece) => (/^`[^`]+`$/.test(piece) ? html`<code>${piece.slice(1, -1)}</code>` : piece))}`;
}

function table(caption: string, heads: string[], rows: TrustedHtml[][]): TrustedHtml | '' {
  if (!rows.length) return '';
  return html`<div class="api-table" role="region" aria-label="${caption}" tabindex="0"><table>
<caption>${caption}</caption>
<thead><tr>${heads.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
<tbody>${rows.map((cells) => html`<tr>${cells.map((cell, i) => (i === 0 ? html`<th scope="row">${cell}</th>` : html`<td>${cell}</td>`))}</tr>`)}</tbody>
</table></div>`;
}

const code = (text?: string): TrustedHtml => (text ? html`<code>${text}</code>` : html`—`);

/** The "API" section of `tag`'s gallery page. */
export function apiSection(distDir: string, tag: string): TrustedHtml {
  const d = declarationOf(distDir, tag);
  if (!d) return html`<section class="gallery-api" aria-labelledby="api"><h2 id="api">API</h2><p>Run <code>npm run build</code> to see this widget's API here (from <code>dist/custom-elements.json</code>).</p></section>`;
  const paragraphs = (d.description ?? '').split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, ' ').trim()).filter(Boolean);
  // Properties set from script: those without an attribute, or whose value is not text (JSON).
  const properties = (d.members ?? []).filter((m) => m.kind === 'field' && !m.static && m.privacy !== 'private' && (!m.attribute || !/^(string|number|boolean)$/.test(m.type?.text ?? '')));
  return html`<section class="gallery-api" aria-labelledby="api">
<h2 id="api">API</h2>
${paragraphs.map((p) => html`<p>${prose(p)}</p>`)}
${table('Attributes', ['Attribute', 'Type', 'Default', 'Description'], (d.attributes ?? []).map((a) => [code(a.name), code(a.type?.text), code(a.default), prose(a.description)]))}
${table('Properties set from script', ['Property', 'Type', 'Description'], properties.map((m) => [code(m.name), code(m.type?.text), prose(m.description)]))}
${table('Events', ['Event', 'Detail', 'Description'], (d.events ?? []).map((e) => [code(e.name), code(e.type?.text), prose(e.description)]))}
${table('Slots', ['Slot', 'Description'], (d.slots ?? []).map((s) => [s.name ? code(s.name) : html`(default)`, prose(s.description)]))}
${table('Parts (style with ::part())', ['Part', 'Description'], (d.cssParts ?? []).map((p) => [code(p.name), prose(p.description)]))}
${table('Custom properties', ['Property', 'Default', 'Description'], (d.cssProperties ?? []).map((p) => [code(p.name), code(p.default), prose(p.description)]))}
<p>Theming: see <code>docs/theming.md</code>.</p>
</section>`;
}

/** The gallery's examples (cut as gallery-examples.ts says), each followed by its HTML to copy. */
export function examplesWithSnippets(examples: string): TrustedHtml {
  return trustedHtml(examplePieces(examples).map(({ text, heading, body }) =>
    (heading && /<mck-[a-z-]+/.test(body) ? `${text}\n${toHtmlString(snippet(body))}` : text)).join(''));
}

const snippet = (markup: string): TrustedHtml =>
  html`<details class="gallery-snippet"><summary>HTML of this example</summary><pre tabindex="0"><code>${markup}</code></pre><button type="button" data-copy>Copy</button></details>`;

/** The copy buttons' script (served as /demo/gallery.js: pages allow no inline script). */
export const GALLERY_SCRIPT = `document.addEventListener('click', (event) => {
  const button = event.target instanceof Element && event.target.closest('[data-copy]');
  if (!button) return;
  const text = button.parentElement.querySelector('code').textContent;
  navigator.clipboard.writeText(text).then(() => { button.textContent = 'Copied'; setTimeout(() => { button.textContent = 'Copy'; }, 1500); },
    () => { button.textContent = 'Select the text to copy'; });
});
`;
