/**
 * build/size-report.mjs — chunk sizes (gzip -9), their caps, and what a page downloads. One module
 * for the build's table, `npm run size` (scripts/check-size.mjs, part of `npm test`) and the
 * benchmark (bench/run.mjs), so all three measure the same bytes the same way.
 *
 * Caps (gzip -9 of the production build; 1 KB = 1024 bytes):
 *   loader                          1 KB
 *   core chunk                   19.5 KB (CORE_CAP: what every widget needs on a hostile page)
 *   each kit chunk                 15 KB, unless core/kits/<kit>/index.ts declares a budget
 *   each widget chunk              15 KB, unless widgets/<name>/<name>.define.ts declares a budget
 *   a widget's on-demand chunk    100 KB (what it loads with `import()` when needed: the office map's Leaflet and atlas)
 *   mck-fallback.css               10 KB (FALLBACK_CSS_CAP: every widget's fallback box, render-blocking on every page that links it)
 *   runtime, boot, split chunks    reported, not capped
 *
 * A budget is declared in a comment of that file, once, with its reason:
 *
 *   /** @budget 24 KB — bundles the map library; nothing else on the page uses it *\/
 *
 * (`@budget <number> KB`, then a dash or colon, then why; a tighter budget than 15 KB is allowed.)
 * A comment costs no bytes in the chunk and sits next to the code that needs the room.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;
export const LOADER_CAP = 1 * KB;
export const CHUNK_CAP = 15 * KB;
/**
 * The core chunk's: 15 KB until the bundle had to hold on pages it does not control (the built-ins
 * routing, the Trusted Types policy, sizing independent of the page's root font size), 16 KB; 17 KB
 * since texts that count have plural forms, hydration waits for each widget's first render
 * (no long task when many hydrate at once) and page commands wait for the widget they are for;
 * 18 KB since one visual family lives in the shared styles (the type and spacing scales, the
 * form-control style, error and empty states sized to their message) and each widget checks the
 * services it needs against the page configuration; 19 KB since a rendered widget holds the
 * height the reader saw it at while in view (core/host/box-keeper.ts: no layout shift when a
 * widget's first render or a later state is smaller); 19.5 KB since the loader paces by frames
 * (a few tags defined and one first render per frame, so no task of 50 ms while 200 tags hydrate).
 */
export const CORE_CAP = 19.5 * KB;
/** A chunk a widget imports on demand: never on the page's first load, but still bytes a reader waits for. */
export const LAZY_CAP = 100 * KB;
/** dist/mck-fallback.css: a stylesheet blocks the page's first render, and CMS pages link it whole. */
export const FALLBACK_CSS_CAP = 10 * KB;

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** An invalid @budget declaration. */
export class BudgetError extends Error {}

/**
 * The @budget declared in `text` (a define file or a kit's index.ts), or null.
 * @returns {{ bytes: number, reason: string } | null}
 */
export function parseBudget(text, where = 'file') {
  const found = [...text.matchAll(/@budget\b([^\n]*)/g)];
  if (!found.length) return null;
  if (found.length > 1) throw new BudgetError(`${where}: more than one @budget`);
  const body = found[0][1].replace(/\*\/.*$/, '').trim();
  const m = /^(\d+(?:\.\d+)?)\s*KB\b(?:\s*gzip\b)?\s*(?:[—–:-]+\s*)?(.*)$/i.exec(body);
  if (!m) throw new BudgetError(`${where}: "@budget ${body}" is not understood; write "@budget 20 KB — why it needs the room"`);
  const reason = m[2].trim();
  if (!reason) throw new BudgetError(`${where}: @budget ${m[1]} KB needs a reason ("@budget ${m[1]} KB — why")`);
  return { bytes: Math.round(Number(m[1]) * KB), reason };
}

/**
 * Every JS chunk dist/manifest.json knows, in report order, then the fallback stylesheet.
 * @returns {{ file: string, kind: 'loader'|'runtime'|'core'|'kit'|'boot'|'widget'|'lazy'|'shared'|'stylesheet', role: string, source?: string }[]}
 */
export function chunksOf(manifest) {
  const list = [];
  const seen = new Set();
  const add = (file, kind, role, extra = {}) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    list.push({ file, kind, role, ...extra });
  };
  add(manifest.loader, 'loader', 'loader');
  add(manifest.runtime, 'runtime', 'runtime');
  add(manifest.core, 'core', 'core');
  for (const [kit, file] of Object.entries(manifest.kits ?? {}).sort()) {
    add(file, 'kit', `kit ${kit}`, { source: `core/kits/${kit}/index.ts` });
  }
  add(manifest.boot, 'boot', 'boot');
  // Boot's own chunks (dist/core/) among the stages it imports: its main stage.
  for (const file of manifest.bootImports ?? []) if (file.startsWith('core/')) add(file, 'boot', 'boot main stage');
  for (const [tag, w] of Object.entries(manifest.widgets ?? {}).sort()) {
    const folder = /^widgets\/([^/]+)-[^-/]+\.js$/.exec(w.chunk)?.[1];
    add(w.chunk, 'widget', tag, { source: w.source ?? `widgets/${folder}/${folder}.define.ts` });
  }
  for (const [tag, w] of Object.entries(manifest.widgets ?? {}).sort()) {
    for (const file of w.lazy ?? []) add(file, 'lazy', `${tag} on demand`);
  }
  const rest = [...(manifest.bootImports ?? []), ...Object.values(manifest.widgets ?? {}).flatMap((w) => w.imports ?? [])];
  for (const file of [...new Set(rest)].sort()) add(file, 'shared', 'shared');
  add(manifest.fallbackCss, 'stylesheet', 'fallback boxes');
  return list;
}

/**
 * The cap of one chunk: { cap, why } (why: "default" or the @budget reason), or null (not capped).
 * `readSource(path)` returns a project file's text or null when it does not exist.
 */
export function capOf(chunk, readSource) {
  if (chunk.kind === 'loader') return { cap: LOADER_CAP, why: 'loader' };
  if (chunk.kind === 'core') return { cap: CORE_CAP, why: 'default' };
  if (chunk.kind === 'lazy') return { cap: LAZY_CAP, why: 'default' };
  if (chunk.kind === 'stylesheet') return { cap: FALLBACK_CSS_CAP, why: 'default' };
  if (chunk.kind !== 'kit' && chunk.kind !== 'widget') return null;
  const text = chunk.source ? readSource(chunk.source) : null;
  const budget = text === null ? null : parseBudget(text, chunk.source);
  return budget ? { cap: budget.bytes, why: budget.reason } : { cap: CHUNK_CAP, why: 'default' };
}

/**
 * Sizes and caps of every chunk.
 * @param {object} manifest            dist/manifest.json
 * @param {(file: string) => Buffer} readChunk   a dist-relative file's bytes
 * @param {(file: string) => string | null} readSource   a root-relative file's text, null if absent
 * @returns {{ rows: Row[], problems: string[] }}
 *   Row: { file, kind, role, raw, gzip, cap: number | null, why: string | null, over: boolean }
 */
export function measure(manifest, readChunk, readSource) {
  const problems = [];
  const rows = chunksOf(manifest).map((chunk) => {
    const bytes = readChunk(chunk.file);
    const gzip = gzipSize(bytes);
    let cap = null;
    try {
      cap = capOf(chunk, readSource);
    } catch (err) {
      if (!(err instanceof BudgetError)) throw err;
      problems.push(err.message);
    }
    const over = cap !== null && gzip > cap.cap;
    if (over) problems.push(`${chunk.file} (${chunk.role}) is ${gzip} B gzip, over its cap of ${cap.cap} B${cap.why === 'default' || cap.why === 'loader' ? '' : ` (@budget: ${cap.why})`}`);
    return { ...chunk, raw: bytes.length, gzip, cap: cap?.cap ?? null, why: cap?.why ?? null, over };
  });
  return { rows, problems };
}

/**
 * What a page with only these tags downloads: the loader, boot and what boot imports (runtime,
 * core), each tag's chunk and what it imports (kits, shared chunks), each file once.
 * @returns {{ tags: string[], parts: { file: string, role: string, gzip: number }[], gzip: number }}
 */
export function pageCost(manifest, rows, tags) {
  const byFile = new Map(rows.map((r) => [r.file, r]));
  const files = [manifest.loader, manifest.boot, ...(manifest.bootImports ?? [])];
  for (const tag of tags) {
    const w = manifest.widgets[tag];
    if (!w) throw new Error(`pageCost: no widget <${tag}> in the manifest`);
    files.push(w.chunk, ...(w.imports ?? []));
  }
  const order = ['loader', 'boot', 'runtime', 'core', 'kit', 'shared', 'widget'];
  const rank = (file) => order.indexOf(byFile.get(file)?.kind ?? 'shared');
  const parts = [...new Set(files.filter(Boolean))]
    .sort((a, b) => rank(a) - rank(b))
    .map((file) => ({ file, role: byFile.get(file)?.role ?? '?', gzip: byFile.get(file)?.gzip ?? 0 }));
  return { tags, parts, gzip: parts.reduce((s, p) => s + p.gzip, 0) };
}

/** Reads dist/manifest.json and measures every chunk in dist/. */
export function measureDist({ root, dist = join(root, 'dist') }) {
  const manifestFile = join(dist, 'manifest.json');
  if (!existsSync(manifestFile)) return { manifest: null, rows: [], problems: [`${manifestFile} is missing: build first (node build.mjs)`] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const { rows, problems } = measure(
    manifest,
    (file) => readFileSync(join(dist, file)),
    (file) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null),
  );
  return { manifest, rows, problems };
}

/**
 * The check `npm test` runs: every cap holds on the production build in `dist`.
 * @returns {{ ok: boolean, rows: object[], problems: string[] }}
 */
export function checkSizes({ root, dist = join(root, 'dist') }) {
  const { manifest, rows, problems } = measureDist({ root, dist });
  if (manifest?.dev) return { ok: false, rows, problems: ['dist/ holds a --dev build; the caps apply to the production build (node build.mjs)'] };
  return { ok: problems.length === 0, rows, problems };
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;

/** The size table: file, role, raw, gzip, cap (with ✓ or OVER). */
export function formatSizeTable(rows) {
  const head = ['file', 'role', 'raw', 'gzip -9', 'cap'];
  const body = rows.map((r) => [
    r.file,
    r.role,
    kb(r.raw),
    kb(r.gzip),
    r.cap === null ? '—' : `${kb(r.cap)}${r.why !== 'default' && r.why !== 'loader' ? ' @budget' : ''} ${r.over ? 'OVER' : 'ok'}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => `  ${cells.map((c, i) => (i < 2 || i === 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`.trimEnd();
  return [line(head), ...body.map(line)].join('\n');
}

/** "page with only <mck-video>: 92.1 KB gzip = loader 0.7 + boot 0.5 + runtime 72.4 + …". */
export function formatPageCost(page) {
  const parts = page.parts.map((p) => `${p.role} ${(p.gzip / KB).toFixed(1)}`).join(' + ');
  return `page with only ${page.tags.map((t) => `<${t}>`).join(', ')}: ${kb(page.gzip)} gzip = ${parts}`;
}
