/**
 * The bench's long page: `count` blocks of editorial text, each with one widget tag as a CMS
 * template prints it (attributes and server-rendered fallback content), every tag of
 * dist/manifest.json at least once. Numbers for people; no test asserts them.
 *
 * Each tag's sample is the first example of its gallery (widgets/<name>/<name>.examples.html):
 * real attributes, so the widget renders what it is for, and the fallback its template prints.
 * EXAMPLE picks another example, SAMPLES overrides it, where the bench needs something else.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Page-level elements a page has once (a shell, a router listening to the hash, a consent
 * banner, a regwall …): each is on the page exactly once, among the first blocks; the other
 * tags fill the rest of the page round robin.
 */
export const SINGLETONS = new Set([
  'mck-page-shell', 'mck-auth-router', 'mck-consent', 'mck-careers-sticky-bar', 'mck-regwall',
  'mck-not-found', 'mck-relogin-notice', 'mck-article', 'mck-five-fifty', 'mck-contact-modal',
]);

/**
 * Samples the gallery's first example does not give well: `(i) => ({ attrs, fallback })`.
 * Videos: a different video in each block, as on a real long page (the gallery shows one).
 * The singletons' first examples are the sample a page prints once: the regwall's is the
 * timer variant with its timer off (it reads in the flow and never blocks the reader), the
 * not-found page's keeps the page title (set-title="false"), the auth router shows nothing
 * until the hash names a route.
 */
export const SAMPLES = {
  // The table of contents lists the headings of its scope, and its template prints that list: on
  // this page its own block's heading (the gallery's list names headings that are not here).
  'mck-toc': (i) => ({
    attrs: { scope: `body > section:nth-of-type(${i + 1})` },
    fallback: `<p>Contents</p><ol><li><a href="#toc-block-${i}">Block ${i}</a></li></ol>`,
  }),
  'mck-video': (i) => ({
    attrs: { 'video-id': `bench-${i}`, label: `Video ${i}` },
    fallback: `<p style="aspect-ratio: 16 / 9; margin: 0">Video ${i} (server-rendered fallback)</p>`,
  }),
};

/**
 * Which gallery example a tag's sample is, where not the first (0-based). The bench's services
 * answer 503, so a widget that fills its box from a service shows its error state here: its
 * sample is the example whose template prints the box of that outcome: the job search's failing
 * search (its first example reserves twenty result cards), the job detail's job not found (its
 * first reserves a whole posting). The galleries, on the demo server's real services, measure
 * the boxes of the found results.
 */
export const EXAMPLE = { 'mck-job-search': 3, 'mck-job-detail': 2 };

/** The `<tag …>…</tag>` of the tag's examples file that is its sample (see EXAMPLE), or null. */
export function exampleOf(root, tag) {
  const name = tag.slice('mck-'.length);
  const file = join(root, 'widgets', name, `${name}.examples.html`);
  if (!existsSync(file)) return null;
  const all = readFileSync(file, 'utf8').match(new RegExp(`<${tag}(?=[\\s>])[\\s\\S]*?</${tag}>`, 'g')) ?? [];
  return all[EXAMPLE[tag] ?? 0] ?? all[0] ?? null;
}

/**
 * The example as printed in block `i`: its own `hydrate` removed (the variant decides), ids made
 * unique per block (and the references to them inside the same example).
 */
function sampleFromExample(example, tag, i) {
  let html = example.replace(/\s+hydrate="[^"]*"/g, '');
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const unique = (id) => (ids.has(id) ? `${id}-b${i}` : id);
  html = html.replace(/(\s(?:id|for)=")([^"]+)"/g, (_, pre, id) => `${pre}${unique(id)}"`)
    .replace(/(\shref="#)([^"]+)"/g, (_, pre, id) => `${pre}${unique(id)}"`)
    .replace(/(\saria-(?:labelledby|describedby|controls|owns)=")([^"]+)"/g, (_, pre, list) => `${pre}${list.split(/\s+/).map(unique).join(' ')}"`);
  return html;
}

const escapeAttr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One block's tag: the override, the gallery example, or the bare tag with a line of text. */
function tagHtml(root, tag, i, hydrate) {
  const extra = hydrate ? ` hydrate="${hydrate}"` : '';
  const override = SAMPLES[tag]?.(i);
  if (override) {
    const attrs = Object.entries(override.attrs).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
    return `<${tag} data-bench="${i}"${attrs}${extra}>${override.fallback}</${tag}>`;
  }
  const example = exampleOf(root, tag);
  if (!example) return `<${tag} data-bench="${i}"${extra}><p>${tag} fallback</p></${tag}>`;
  return sampleFromExample(example, tag, i).replace(`<${tag}`, `<${tag} data-bench="${i}"${extra}`);
}

/** The tag of each block: every tag once in manifest order, then the repeatable ones round robin. */
export function blockTags(tags, count) {
  const repeatable = tags.filter((t) => !SINGLETONS.has(t));
  const order = [...tags];
  while (order.length < count && repeatable.length) order.push(repeatable[(order.length - tags.length) % repeatable.length]);
  return order.slice(0, Math.max(count, tags.length));
}

/**
 * The page for `variant` (load: every tag hydrate="load"; default: each tag's own strategy;
 * eager: the single bundle, no loader; page: no widget script, the page's own cost).
 * `fallbackCss` is a stylesheet URL to link, or CSS text to print when the built stylesheet is
 * not there; `head` is printed first in the head, before any other script (the bench's recorders).
 */
export function catalogueHtml({ root, tags, count, variant, stub, fallbackCss, head = '' }) {
  const config = {
    language: 'en',
    site: 'dotcom',
    services: Object.fromEntries(['user', 'forms', 'search', 'article', 'shortLink', 'video', 'geo', 'cms', 'lookups'].map((s) => [s, `${stub}/${s}`])),
    videoPolicyKey: 'bench',
    requestTimeoutMs: 2000,
  };
  const hydrate = variant === 'load' ? 'load' : null;
  const body = blockTags(tags, count).map((tag, i) =>
    `<section class="b"><h2>Block ${i}</h2><p>Some editorial text around the widget, as a CMS page has.</p>${tagHtml(root, tag, i, hydrate)}</section>`);
  const script = { eager: '<script type="module" src="/dist-eager/mck-all.js"></script>', page: '' }[variant]
    ?? '<script src="/dist/mck-loader.js" defer></script>';
  const css = fallbackCss.url ? `<link rel="stylesheet" href="${fallbackCss.url}">` : fallbackCss.text;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}
<meta name="viewport" content="width=device-width, initial-scale=1"><title>bench ${variant}</title>
<style>body{font:16px/1.4 sans-serif;margin:0 auto;max-width:900px}.b{padding:8px 0;min-height:120px}</style>
${css}
<script type="application/json" id="mck-config">${JSON.stringify(config)}</script>
${script}
</head><body>
${body.join('\n')}
</body></html>`;
}

/** The <style> blocks of the widgets' examples: what the page prints while dist/mck-fallback.css is not built. */
export function examplesStyles(root, tags) {
  return tags.map((tag) => join(root, 'widgets', tag.slice(4), `${tag.slice(4)}.examples.html`))
    .filter((file) => existsSync(file))
    .flatMap((file) => readFileSync(file, 'utf8').match(/<style>[\s\S]*?<\/style>/g) ?? [])
    .join('\n');
}
