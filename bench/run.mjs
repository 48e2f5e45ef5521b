#!/usr/bin/env node
/**
 * npm run bench — bundle sizes, hydration of the whole catalogue, interaction, Lighthouse and the
 * services, each figure printed beside its goal (issue 24), misses marked ✗. Not part of the
 * tests: goals are reported, not asserted. Exits 0 when every part was measured, goals met or
 * not; 1 when the bench could not measure (a crash, a timeout, a tag that never rendered, a page
 * that was left), with the cause printed.
 *
 *   node bench/run.mjs [flags]
 *
 *   --runs N           visit series per variant and CPU slowdown (default 3); the table shows medians
 *   --count N          widget tags on the long page (default 200; at least one of each tag)
 *   --cpu LIST         CPU slowdowns the hydration is measured at (default 1,4; CDP
 *                      Emulation.setCPUThrottlingRate)
 *   --inp-cpu N        CPU slowdown of the interaction measurements (default 4)
 *   --tags LIST        only these tags on the long page and only their galleries (comma-separated)
 *   --variants LIST    only these variants of the long page (default load,default,eager,page)
 *   --timeout MS       how long one page load may take at 1× CPU (default 30000; scaled by the
 *                      slowdown) before the bench fails
 *   --demo-port N      the demo server's port for galleries, interaction and Lighthouse (default
 *                      4431; its second origin takes N + 1)
 *   --no-build         use dist/ and dist-eager/ as they are (default: node build.mjs --eager first)
 *   --no-sizes         skip the chunk size table
 *   --no-hydration     skip the long page
 *   --no-trace         skip the traced visit (where the longest task went)
 *   --no-galleries     skip the layout shift of the gallery and demo pages
 *   --no-interaction   skip the interaction (INP) measurements
 *   --no-lighthouse    skip Lighthouse
 *   --no-services      skip the services under load (bench/services.mjs)
 *   --galleries-only   only the gallery pages' layout shift (after the build)
 *   --services-only    only the services (no build, no browser)
 *
 * 1. Sizes: the gzip -9 size and cap of every chunk and of the eager single bundle, and what a
 *    page with only one widget downloads (build/size-report.mjs, as npm run size); the one-form
 *    pages (sign-in, registration) against their goal.
 * 2. Hydration: a static server on 127.0.0.1 (bench/static-server.mjs) serves a copy of dist/ and
 *    dist-eager/ taken at the start (a build during the run changes nothing) and a page of `--count`
 *    widget tags, every tag of dist/manifest.json at least once, page-level singletons once, each
 *    with its gallery's first example (or the one catalogue-page.mjs names) as sample (bench/catalogue-page.mjs), the pre-hydration
 *    boxes from dist/mck-fallback.css (or, until that is built, the examples' <style> blocks).
 *    Variants:
 *      load     the loader, every tag forced to hydrate="load"
 *      default  the loader, each tag's default strategy (the page is scrolled to the end a
 *               viewport at a time once the first screen is done, so "visible" tags get their turn)
 *      eager    dist-eager/mck-all.js: boot and every widget in one module, no loader
 *      page     no widget script: the same tags, fallbacks and stylesheet, never hydrated. The
 *               page's own parsing, style, layout and images, under all three; each variant's
 *               blocking time less this one is what its widgets add (printed below the table)
 *    each at every `--cpu` slowdown, each as a first visit (a new browser profile: no HTTP cache,
 *    no V8 code cache) and a repeat visit (the third load in that profile: scripts from the HTTP
 *    cache with V8's code cache) (bench/hydration.mjs). A tag counts as rendered at its first
 *    render, its error state or an empty render (data-mck-rendered / data-mck-error). Widgets
 *    that navigate stay on the page: the server answers other document navigations with 204 No
 *    Content (the browser keeps the current document); popups are closed. Both are listed.
 *    Figures: first screen and all tags rendered, long tasks, the longest after DOMContentLoaded,
 *    total blocking time, cumulative layout shift (bench/layout-shift.mjs), JS over the wire.
 *    Where the longest task's time went: a Chromium trace of one more first visit per variant at
 *    the largest slowdown (compile / evaluate per script URL, GC, style, layout;
 *    bench/task-trace.mjs), and the long animation frame of the measured runs (bench/long-frames.mjs).
 * 3. The demo server (demo/server, on --demo-port, data in .data/bench) for:
 *    galleries    CLS of each gallery page /widgets/<tag> at 1280 px, and of every demo page the
 *                 index links at 1280 and 412 px (bench/layout-shift.mjs): each scrolled to its end;
 *                 a page that navigates away, never settles or keeps a tag unrendered fails the bench
 *    interaction  INP of typing in the search box, opening the sign-in dialog, answering a quiz
 *                 question, at --inp-cpu slowdown with real input (bench/interaction.mjs)
 *    lighthouse   Lighthouse 12's mobile performance score, TBT, CLS and LCP of the index,
 *                 /pages/article-modules, /pages/article-rich-text, /registration and
 *                 /pages/search: the median of 3 runs each, every run's score shown (bench/lighthouse.mjs)
 * 4. The reference services under load (bench/services.mjs; its PostgreSQL p95s against their goals).
 * After parts 2 and 3 (hydration; layout shift; interaction; Lighthouse), what other programs took of
 *    the cores while each ran, with a warning when it was enough to change the figures (bench/machine-load.mjs).
 * Raw results go to .bench/last.json. Debian's Chromium (scripts/chromium.mjs); never downloads one.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoPageLayoutShift, formatByTag, galleryLayoutShift, startDemo } from './layout-shift.mjs';
import { BENCH_RECORDERS, BenchFailure, tracedFirstVisit, visitSeries } from './hydration.mjs';
import { catalogueHtml, examplesStyles, SINGLETONS } from './catalogue-page.mjs';
import { startStaticServer } from './static-server.mjs';
import { describeLoad, watchMachine } from './machine-load.mjs';
import { INP_GOAL_MS, measureInteractions } from './interaction.mjs';
import { formatPageCost, formatSizeTable, gzipSize, measureDist, pageCost } from '../build/size-report.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const EAGER = join(ROOT, 'dist-eager', 'mck-all.js');
const FALLBACK_CSS = join(DIST, 'mck-fallback.css');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    count: { type: 'string', default: '200' },
    cpu: { type: 'string', default: '1,4' },
    'inp-cpu': { type: 'string', default: '4' },
    tags: { type: 'string' },
    variants: { type: 'string', default: 'load,default,eager,page' },
    timeout: { type: 'string', default: '30000' },
    'demo-port': { type: 'string', default: '4431' },
    'no-build': { type: 'boolean', default: false },
    'no-sizes': { type: 'boolean', default: false },
    'no-hydration': { type: 'boolean', default: false },
    'no-trace': { type: 'boolean', default: false },
    'no-galleries': { type: 'boolean', default: false },
    'no-interaction': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-services': { type: 'boolean', default: false },
    'galleries-only': { type: 'boolean', default: false },
    'services-only': { type: 'boolean', default: false },
  },
});
const RUNS = clamp(Number(args.runs), 1, 50);
const COUNT = clamp(Number(args.count), 1, 5000);
const CPUS = [...new Set(args.cpu.split(',').map((c) => clamp(Number(c), 1, 20)))];
const INP_CPU = clamp(Number(args['inp-cpu']), 1, 20);
const TIMEOUT = clamp(Number(args.timeout), 1000, 300_000);
const DEMO_PORT = clamp(Number(args['demo-port']), 1024, 65534);

function clamp(n, lo, hi) {
  if (!Number.isFinite(n)) throw new Error('bench: numeric option expected');
  return Math.min(hi, Math.max(lo, Math.round(n)));
}

// ---------------------------------------------------------------------------------------------
// Goals (issue 24) and how a figure is printed beside its goal
// ---------------------------------------------------------------------------------------------

const GOAL = {
  longestAfterDclMs: 50,
  cls: 0.01,
  blockingOfEager: 0.25,
  inpMs: INP_GOAL_MS,
  lighthouse: 98,
  formPageBytes: 105 * 1024,
};
const MISS = ' ✗';
/** Every missed goal, one line each, for the summary. */
const misses = [];
const mark = (text, missed, what) => {
  if (missed) misses.push(what);
  return missed ? `${text}${MISS}` : text;
};

function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (r) => '  ' + r.map((c, i) => (i === 0 ? String(c ?? '').padEnd(widths[i]) : String(c ?? '').padStart(widths[i]))).join('  ');
  return [line(head), '  ' + widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const median = (xs) => {
  const v = xs.filter((x) => x != null).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const kb = (n) => (n == null ? '—' : `${(n / 1024).toFixed(1)} KB`);
const ms = (n) => (n == null ? '—' : `${Math.round(n)} ms`);

// ---------------------------------------------------------------------------------------------
// Sizes
// ---------------------------------------------------------------------------------------------

/** Chunk sizes, caps and page costs from build/size-report.mjs (the module npm run size uses). */
function sizes() {
  const { manifest, rows } = measureDist({ root: ROOT, dist: DIST });
  if (existsSync(EAGER)) {
    const bytes = readFileSync(EAGER);
    rows.push({ file: relative(ROOT, EAGER), kind: 'eager', role: 'eager bundle (all)', raw: bytes.length, gzip: gzipSize(bytes), cap: null, why: null, over: false });
  }
  console.log('\nSizes (gzip -9)');
  console.log(formatSizeTable(rows));
  // What a page downloads with only one widget on it: loader + boot + runtime + core + its kits + its chunk.
  const first = (tag) => (PAGE_TAGS.includes(tag) ? PAGE_TAGS.indexOf(tag) : PAGE_TAGS.length);
  const pages = Object.keys(manifest.widgets).sort((a, b) => first(a) - first(b)).map((tag) => pageCost(manifest, rows, [tag]));
  console.log('');
  for (const page of pages) console.log(`  ${formatPageCost(page)}`);
  // The goal for a page with one form widget (issue 24): what those pages download, all told.
  const forms = FORM_TAGS.filter((tag) => manifest.widgets[tag]).map((tag) => {
    const { gzip } = pageCost(manifest, rows, [tag]);
    return `<${tag}> ${mark(kb(gzip), gzip > GOAL.formPageBytes, `a page with only <${tag}>: ${kb(gzip)} gzip (goal ≤ ${kb(GOAL.formPageBytes)})`)}`;
  });
  console.log(`
  One-form pages (goal ≤ ${kb(GOAL.formPageBytes)} gzip; ✗ = missed): ${forms.join(', ')}`);
  return { rows, pages };
}
/** The pages with one form widget that the bytes goal is for. */
const FORM_TAGS = ['mck-signin', 'mck-registration'];
/** Shown first: a page with only a video; one with only an accordion, which uses kit html. */
const PAGE_TAGS = ['mck-video', 'mck-accordion'];

// ---------------------------------------------------------------------------------------------
// Hydration of the long page
// ---------------------------------------------------------------------------------------------

const VARIANTS = ['load', 'default', 'eager', 'page'].filter((v) => args.variants.split(',').map((x) => x.trim()).includes(v));
if (!VARIANTS.length) throw new Error('bench: --variants names none of load, default, eager, page');
const VARIANT_LABEL = { load: 'loader, all load', default: 'loader, defaults', eager: 'eager bundle', page: 'page alone' };
/** The variants the goals are for: the loader's. The eager bundle is their reference; the page alone, the floor under all three. */
const LOADER_VARIANTS = new Set(['load', 'default']);
const VISITS = ['first', 'repeat'];

async function measureHydration(tags, out) {
  const pages = new Map();
  // Served from a copy: dist/ is shared, and a build during the run would replace the chunks
  // the measured pages load.
  const snapshot = mkdtempSync(join(tmpdir(), 'mck-bench-dist-'));
  cpSync(DIST, join(snapshot, 'dist'), { recursive: true });
  cpSync(dirname(EAGER), join(snapshot, 'dist-eager'), { recursive: true });
  const server = await startStaticServer({ root: snapshot, pages });
  const fallbackCss = existsSync(FALLBACK_CSS) ? { url: '/dist/mck-fallback.css' } : { text: examplesStyles(ROOT, tags) };
  for (const v of VARIANTS) pages.set(`/bench-${v}.html`, catalogueHtml({ root: ROOT, tags, count: COUNT, variant: v, stub: `${server.origin}/stub`, fallbackCss, head: BENCH_RECORDERS }));
  const total = Math.max(COUNT, tags.length);
  const popups = [];
  out.hydration = { count: total, tags, cpus: CPUS, runs: RUNS, fallbackCss: fallbackCss.url ?? 'the examples\' <style> blocks', series: [], kept: server.kept, popups };
  try {
    const browserVersion = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS }).then(async (b) => [b.version(), await b.close()][0]);
    console.log(`\nHydration: ${total} tags, all ${tags.length} types (${[...SINGLETONS].filter((t) => tags.includes(t)).length} page-level ones once), `
      + `${RUNS} run(s) per variant, CPU slowdown ${CPUS.map((c) => `${c}×`).join(' and ')}, Chromium ${browserVersion}`);
    console.log(`  pre-hydration boxes: ${fallbackCss.url ? fallbackCss.url : 'dist/mck-fallback.css not built: the examples\' <style> blocks, copied into the page'}`);
    // Warm-up: the OS's file cache and the server's JIT, not measured.
    await visitSeries({ url: `${server.origin}/bench-${VARIANTS[0]}.html`, variant: VARIANTS[0], cpu: 1, timeout: TIMEOUT, label: 'warm-up', popups });
    for (let run = 0; run < RUNS; run++) {
      for (const cpu of CPUS) {
        for (const variant of VARIANTS) {
          const label = `run ${run + 1}, ${variant}, ${cpu}× CPU`;
          const r = await visitSeries({ url: `${server.origin}/bench-${variant}.html`, variant, cpu, timeout: TIMEOUT * cpu, label, popups });
          out.hydration.series.push({ run: run + 1, cpu, variant, ...r });
          const line = (x) => `all rendered ${ms(x.all)}, longest after DCL ${ms(x.longestAfterDclMs)}, TBT ${ms(x.blockingMs)}, CLS ${x.cls.toFixed(3)}`;
          console.log(`  ${label.padEnd(24)} first visit: ${line(r.first)} | repeat: ${line(r.repeat)}`);
        }
      }
    }
    // Where the longest task went, from a trace: one more first visit per variant at the largest slowdown.
    const cpu = Math.max(...CPUS);
    if (!args['no-trace']) out.hydration.traced = { cpu, variants: {} };
    for (const variant of args['no-trace'] ? [] : VARIANTS) {
      out.hydration.traced.variants[variant] = await tracedFirstVisit({ url: `${server.origin}/bench-${variant}.html`, variant, cpu, timeout: TIMEOUT * cpu * 2 })
        .catch((err) => `the traced load failed: ${String(err.message).split('\n')[0]}`);
    }
  } finally {
    server.close();
    rmSync(snapshot, { recursive: true, force: true });
  }
  printHydration(out.hydration);
}

function printHydration(h) {
  const runsOf = (cpu, visit, variant, key) => h.series.filter((s) => s.cpu === cpu && s.variant === variant).map((s) => s[visit][key]);
  const pick = (cpu, visit, variant, key) => median(runsOf(cpu, visit, variant, key));
  const rows = [];
  for (const cpu of h.cpus) {
    for (const visit of VISITS) {
      const cond = `${cpu}× CPU, ${visit} visit`;
      rows.push([`${cond}${visit === 'first' ? ' (no HTTP or code cache)' : ' (3rd load: HTTP + code cache)'}`, ...VARIANTS.map(() => ''), '']);
      const eager = (key) => pick(cpu, visit, 'eager', key);
      const loaderCells = (key, fmt, missed, goalText) => {
        const cells = VARIANTS.map((v) => {
          const x = pick(cpu, visit, v, key);
          if (x == null) return '—';
          return !LOADER_VARIANTS.has(v) || !missed ? fmt(x) : mark(fmt(x), missed(x), `hydration, ${cond}, ${VARIANT_LABEL[v]}: ${key} ${fmt(x)} (goal ${goalText})`);
        });
        return cells;
      };
      const metric = (name, key, fmt, goalText = '', missed = null) => rows.push([`  ${name}`, ...loaderCells(key, fmt, missed, goalText), goalText]);
      const eagerFirst = eager('firstScreen');
      const eagerTbt = eager('blockingMs');
      metric('first screen rendered', 'firstScreen', ms, '≤ eager', (x) => eagerFirst != null && x > eagerFirst);
      metric('all tags rendered', 'all', ms, 'all tags');
      metric('longest task after DOMContentLoaded', 'longestAfterDclMs', ms, `≤ ${GOAL.longestAfterDclMs} ms`, (x) => x > GOAL.longestAfterDclMs);
      metric('total blocking time', 'blockingMs', ms, `≤ 0.25× eager${eagerTbt != null ? ` (${Math.round(eagerTbt * GOAL.blockingOfEager)} ms)` : ''}`,
        (x) => eagerTbt != null && x > eagerTbt * GOAL.blockingOfEager);
      metric('long tasks, total', 'longTaskMs', ms);
      metric('cumulative layout shift', 'cls', (x) => x.toFixed(3), `≤ ${GOAL.cls}`, (x) => x > GOAL.cls);
      metric('JS requests (from HTTP cache)', 'jsRequests', (x) => `${Math.round(x)}`);
      metric('JS over the wire', 'jsTransferred', kb);
      metric('tags in their error state', 'errorStates', (x) => `${Math.round(x)}`);
      metric('console.error calls', 'errors', (x) => `${Math.round(x)}`);
    }
  }
  console.log(`\nHydration of ${h.count} tags: medians of ${h.runs} run(s); goals apply to the loader's columns, the eager bundle is the reference, the page alone has no widget script; ✗ = goal missed`);
  console.log(table(['figure', ...VARIANTS.map((v) => VARIANT_LABEL[v]), 'goal'], rows));
  console.log('  console.error calls: the page\'s own (widgets whose service calls hit the bench\'s 503 stub say so); the browser\'s lines for failed requests are not counted.');
  console.log('  Loads measured in Chromium with no DevTools domain enabled on the page, as a reader\'s browser runs it (bench/visitor.mjs).');
  if (VARIANTS.includes('page')) {
    // The page alone blocks the main thread too (parsing, style and layout of 200 sections and their
    // fallbacks, its images): a floor no widget script can go under, which the goal's quarter of the
    // eager bundle's figure may be below on a slow machine.
    console.log("  What the widgets add to the page's own total blocking time (each column's median less the page alone's):");
    for (const cpu of h.cpus) {
      for (const visit of VISITS) {
        const own = pick(cpu, visit, 'page', 'blockingMs');
        if (own == null) continue;
        const ownRuns = runsOf(cpu, visit, 'page', 'blockingMs');
        const added = new Map(VARIANTS.filter((v) => v !== 'page')
          .map((v) => [v, pick(cpu, visit, v, 'blockingMs')]).filter(([, x]) => x != null).map(([v, x]) => [v, x - own]));
        const eagerAdded = added.get('eager');
        const cells = [...added].map(([v, x]) => `${VARIANT_LABEL[v]} ${x >= 0 ? '+' : '−'}${ms(Math.abs(x))}`
          + (v !== 'eager' && x > 0 && eagerAdded > 0 ? ` (${(x / eagerAdded).toFixed(2)}× what the eager bundle adds)` : ''));
        console.log(`    ${cpu}× ${visit} visit: the page alone ${ms(own)} (runs ${ms(Math.min(...ownRuns))} to ${ms(Math.max(...ownRuns))}); ${cells.join(', ')}`);
      }
    }
  }

  // Where the layout shift comes from: every shift's score summed by the widget it is blamed on
  // (bench/layout-shift.mjs), the median run's; the table's CLS is the largest session of shifts only.
  console.log('\n  Largest shifts by tag (all shifts of a load summed by the widget blamed, the run with the median sum):');
  for (const cpu of h.cpus) {
    for (const visit of VISITS) {
      for (const variant of VARIANTS) {
        const runs = h.series.filter((s) => s.cpu === cpu && s.variant === variant).map((s) => s[visit].clsByTag ?? {});
        const sum = (byTag) => Object.values(byTag).reduce((a, b) => a + b, 0);
        const mid = runs.sort((a, b) => sum(a) - sum(b))[Math.floor((runs.length - 1) / 2)];
        if (mid) console.log(`    ${`${cpu}× ${visit}, ${variant}:`.padEnd(22)} ${sum(mid).toFixed(3)} in all: ${formatByTag(mid)}`);
      }
    }
  }

  if (h.traced) {
    console.log(`\n  Where the longest task after DOMContentLoaded went, from a Chromium trace (a traced first visit at ${h.traced.cpu}× CPU, not one of the runs above):`);
    for (const [variant, line] of Object.entries(h.traced.variants)) console.log(`    ${`${variant}:`.padEnd(9)} ${line}`);
  }
  console.log('\n  The longest animation frame after DOMContentLoaded (Long Animation Frames API; the run with the longest task):');
  for (const cpu of h.cpus) {
    for (const visit of VISITS) {
      for (const variant of VARIANTS) {
        const runs = h.series.filter((s) => s.cpu === cpu && s.variant === variant);
        const worst = runs.reduce((a, b) => (b[visit].longestAfterDclMs > a[visit].longestAfterDclMs ? b : a), runs[0]);
        if (worst) console.log(`    ${`${cpu}× ${visit}, ${variant}:`.padEnd(22)} ${worst[visit].longestFrameAfterDcl}`);
      }
    }
  }
  const skipped = h.series.flatMap((s) => [...(s.first.skipped ?? []), ...(s.repeat.skipped ?? [])]);
  if (skipped.length) {
    console.log(`\n  Tags the scrolling reader passed without them hydrating (the page moved under them), gone back to: ${skipped.length} in ${h.series.filter((s) => s.variant === 'default').length * 2} default loads (${[...new Set(skipped)].join(', ')})`);
  }
  const kept = [...new Set(h.kept)];
  console.log(`\n  Navigations by widgets kept on the page (answered 204): ${h.kept.length}${kept.length ? ` (${kept.slice(0, 8).join(', ')}${kept.length > 8 ? ', …' : ''})` : ''}; popups closed: ${h.popups.length}`);
}

// ---------------------------------------------------------------------------------------------
// Demo server parts: galleries, interaction, Lighthouse
// ---------------------------------------------------------------------------------------------

/** CLS rows of pages (galleries or demo pages); a page that could not be measured is a failure of the bench. */
function printPageShifts(title, rows, failures) {
  if (!rows.length) return;
  console.log(`\nCumulative layout shift per ${title} (demo server, scrolled through; goal ≤ ${GOAL.cls}; ✗ = missed)`);
  console.log(table(['page', 'size', 'moved most', 'CLS'], rows.map((g) => [g.page, g.device === 'mobile' ? '412 px' : '1280 px',
    g.error ? g.error : g.moved.join(' ') || '—',
    g.value == null ? 'not measured ✗' : mark(g.value.toFixed(3), g.value > GOAL.cls, `${title} ${g.page} (${g.device}): CLS ${g.value.toFixed(3)} (goal ≤ ${GOAL.cls})`)])));
  const kept = rows.filter((g) => g.kept?.length).map((g) => `${g.page} → ${new URL(g.kept[0]).pathname}${new URL(g.kept[0]).hash}`);
  if (kept.length) console.log(`  Navigations by widgets kept on the page (answered 204): ${[...new Set(kept)].join(', ')}`);
  for (const g of rows.filter((x) => x.error)) failures.push(`layout shift of ${g.page} (${g.device}): ${g.error}`);
}

function printInteractions(rows) {
  console.log(`\nInteraction to next paint at ${INP_CPU}× CPU slowdown (demo server, real input; goal ≤ ${GOAL.inpMs} ms; ✗ = missed)`);
  console.log(table(['action', 'page', 'INP', 'goal', 'longest event', 'what the reader saw'], rows.map((r) => [
    r.action, r.page,
    r.failed ? 'not measured ✗' : mark(r.inp == null ? '< 16 ms' : ms(r.inp), r.inp != null && r.inp > GOAL.inpMs, `INP ${r.action}: ${ms(r.inp)} (goal ≤ ${GOAL.inpMs} ms)`),
    `≤ ${GOAL.inpMs} ms`,
    r.worst ? `${r.worst.name}: input delay ${Math.round(r.worst.delay)}, handlers ${Math.round(r.worst.processing)} ms` : '—',
    r.outcome,
  ])));
}

function printLighthouse(rows) {
  const runs = Math.max(0, ...rows.map((r) => r.scores?.length ?? 0));
  console.log(`\nLighthouse 12, mobile defaults (demo server; the median of ${runs} runs per page, as Lighthouse picks it; goal: performance ≥ ${GOAL.lighthouse}; ✗ = missed)`);
  console.log(table(['page', 'score', 'goal', 'each run', 'TBT', 'CLS', 'LCP', 'FCP'], rows.map((r) => [
    r.page,
    r.score == null ? `— (${r.error}) ✗` : mark(String(r.score), r.score < GOAL.lighthouse, `Lighthouse ${r.page}: ${r.score} (goal ≥ ${GOAL.lighthouse})`),
    `≥ ${GOAL.lighthouse}`, (r.scores ?? []).map((x) => x ?? '—').join(' / '), ms(r.tbt), r.cls == null ? '—' : r.cls.toFixed(3), ms(r.lcp), ms(r.fcp),
  ])));
}

/** What other programs took of the machine during each part (bench/machine-load.mjs), in the order run. */
const loads = [];
/** Runs one part of the bench, then says what other programs took of the cores meanwhile. */
async function watched(part, run) {
  const watch = watchMachine();
  try {
    return await run();
  } finally {
    const load = watch.stop();
    loads.push({ part, ...load });
    console.log(describeLoad(part, load));
  }
}

async function measureOnDemo(manifestTags, out, failures) {
  const wanted = { galleries: !args['no-galleries'], interaction: !args['no-interaction'], lighthouse: !args['no-lighthouse'] };
  if (!Object.values(wanted).some(Boolean)) return;
  console.log(`\nStarting the demo server on ${DEMO_PORT} (data in .data/bench; the first start seeds it) …`);
  const demo = await startDemo({ root: ROOT, port: DEMO_PORT });
  try {
    if (wanted.galleries) {
      const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
      try {
        await watched('layout shift of the galleries and demo pages', async () => {
          out.galleries = await galleryLayoutShift({ browser, origin: demo.origin, tags: manifestTags, timeout: TIMEOUT });
          printPageShifts('gallery page', out.galleries, failures);
          if (!args['galleries-only']) {
            out.demoPages = await demoPageLayoutShift({ browser, origin: demo.origin, timeout: TIMEOUT });
            printPageShifts('demo page', out.demoPages, failures);
          }
        });
      } finally {
        await browser.close();
      }
    }
    if (wanted.interaction) {
      out.interaction = await watched('interaction', async () => {
        const rows = await measureInteractions({ origin: demo.origin, cpu: INP_CPU, timeout: TIMEOUT * INP_CPU });
        printInteractions(rows);
        return rows;
      });
      for (const r of out.interaction.filter((x) => x.failed)) failures.push(`interaction "${r.action}" on ${r.page}: ${r.outcome}`);
    }
    if (wanted.lighthouse) {
      const { measureLighthouse } = await import('./lighthouse.mjs');
      out.lighthouse = await watched('Lighthouse', async () => {
        const rows = await measureLighthouse({ origin: demo.origin });
        printLighthouse(rows);
        return rows;
      });
      for (const r of out.lighthouse.filter((x) => x.score == null)) failures.push(`Lighthouse ${r.page}: ${r.error}`);
    }
  } finally {
    demo.stop();
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const out = { date: new Date().toISOString(), args };
  const failures = [];
  try {
    if (args['services-only']) return await (await import('./services.mjs')).benchServices();
    if (!args['no-build']) {
      const built = spawnSync(process.execPath, [join(ROOT, 'build.mjs'), '--eager', '--quiet'], { stdio: 'inherit', cwd: ROOT });
      if (built.status !== 0) throw new BenchFailure('the build failed');
    }
    const manifestFile = join(DIST, 'manifest.json');
    if (!existsSync(manifestFile)) throw new BenchFailure('dist/manifest.json missing (run node build.mjs)');
    if (!existsSync(EAGER)) throw new BenchFailure('dist-eager/mck-all.js missing (run node build.mjs --eager)');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const all = Object.keys(manifest.widgets);
    const tags = args.tags ? args.tags.split(',').map((t) => t.trim()).filter((t) => manifest.widgets[t]) : all;
    if (!tags.length) throw new BenchFailure(`none of --tags ${args.tags} is built`);
    if (args['galleries-only']) {
      args['no-interaction'] = true;
      args['no-lighthouse'] = true;
      return await measureOnDemo(tags, out, failures);
    }
    if (!args['no-sizes']) out.sizes = sizes();
    if (!args['no-hydration']) await watched('hydration', () => measureHydration(tags, out));
    await measureOnDemo(tags, out, failures);
    if (!args['no-services']) misses.push(...await (await import('./services.mjs')).benchServices());
  } catch (err) {
    if (!(err instanceof BenchFailure)) throw err;
    failures.push(err.message);
  } finally {
    out.failures = failures;
    out.missedGoals = misses;
    out.machineLoad = loads;
    out.seconds = Math.round((Date.now() - started) / 1000);
    mkdirSync(join(ROOT, '.bench'), { recursive: true });
    const file = join(ROOT, '.bench', 'last.json');
    writeFileSync(file, JSON.stringify(out, null, 2));
    console.log(`\nGoals missed: ${misses.length}${misses.length ? `\n${misses.map((m) => `  ✗ ${m}`).join('\n')}` : ''}`);
    const busy = loads.filter((l) => l.busy);
    if (busy.length) console.log(`\n⚠ Other programs were busy on this machine during: ${busy.map((l) => `${l.part} (${l.cores.toFixed(2)} of ${l.of} cores)`).join(', ')}; those figures are not this code's alone.`);
    if (failures.length) {
      console.log(`\nBENCH FAILED (${failures.length}): the figures above are incomplete`);
      for (const f of failures) console.log(`  ✗ ${f}`);
      process.exitCode = 1;
    }
    const took = (Date.now() - started) / 1000;
    console.log(`\nThe bench took ${Math.floor(took / 60)} min ${Math.round(took % 60)} s; raw results: ${relative(ROOT, file)}`);
  }
}

main().catch((err) => {
  console.error(`bench crashed: ${err.stack ?? err}`);
  // Ends the run even if the crash left a server or a browser open (a crash is the bench's failure, never a hang).
  process.exit(1);
});
