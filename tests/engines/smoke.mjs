#!/usr/bin/env node
// The cross-engine smoke of `npm test`: the second-origin CMS page and every built widget's
// gallery, in Firefox ESR and WebKitGTK (Chromium runs the whole Playwright suite). In each
// engine: every widget on the CMS page hydrates with no error state and no console error, and the
// reader signs in there through <mck-signin> and the CMS header follows. The galleries (every
// state of every widget) are shared out: each day half of them, each in one engine, moving on by
// one each day, so both engines see every gallery within four days while a run stays a smoke:
// enough to catch an engine the bundle breaks in, within a minute or so per engine on 2 cores
// (the whole of `npm test` has 25 minutes). MCK_ENGINES_ALL_GALLERIES=1 runs every gallery in
// every engine.
//
// Needs dist/ built. Starts its own demo server (ports 4600/4601, .data/engines). Prints one line
// per check and a closing `N passed, N failed`; writes test-results/engines.json for the tally.
// An engine that is not installed fails the run (CI installs it); to leave one out on purpose:
//   MCK_ENGINES_SKIP=webkit            skip engines (counted as skipped, said so)
//   MCK_ENGINES=firefox,webkit         which engines run (chromium also, to compare)
//   MCK_ENGINE_BUDGET_S=300            a guard for the CI's time, not a measure: an engine that
//                                      hangs or crawls past it fails its remaining checks
//   MCK_ENGINES_PORT=4600              demo port (the CMS origin is the next one)
//   MCK_ENGINES_GREP=signs             only the checks whose name contains this (while debugging)
//   MCK_WEBKIT_DRIVER_PORT=4610        WebKitWebDriver's port
import { mkdirSync, writeFileSync } from 'node:fs';
import { listWidgetFolders } from '../../build/discover.mjs';
import { startDemoServer } from './demo-server.mjs';
import { ENGINES } from './engines.mjs';
import { checkGallery, checkSignIn, checkWidgetsHydrate } from './page-checks.mjs';

const names = (value) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const selected = names(process.env.MCK_ENGINES ?? 'firefox,webkit');
const skipping = new Set(names(process.env.MCK_ENGINES_SKIP));
const budgetMs = Number(process.env.MCK_ENGINE_BUDGET_S ?? 300) * 1000;
const port = Number(process.env.MCK_ENGINES_PORT ?? 4600);
/** One check may not hang the run: past this it fails and the next one starts. */
const CHECK_TIMEOUT_MS = 90_000;
const RESULTS_FILE = 'test-results/engines.json';

/** Tags of every built widget (widgets/<folder>/meta.json with its define file), through the build's reader. */
const tags = listWidgetFolders('widgets').filter((w) => w.hasDefine).map((w) => w.tag).sort();

const grep = process.env.MCK_ENGINES_GREP ?? '';
const allGalleries = process.env.MCK_ENGINES_ALL_GALLERIES === '1';
/**
 * Which engine (its index in the run) checks the gallery of tag number `i` today: one of 2 × the
 * engines' slots, moving on by one each day; in the other half of the slots, none.
 */
const day = Math.floor(Date.now() / 86_400_000);
const galleryEngine = (i) => (i + day) % (selected.length * 2);
const checks = (server, engineIndex) => [
  { name: 'CMS page (second origin): every widget hydrates, no error state, no console error', run: (engine) => checkWidgetsHydrate(engine, server.cmsUrl, tags) },
  { name: 'CMS page: the reader signs in through <mck-signin>, the CMS header shows the name', run: (engine) => checkSignIn(engine, server.cmsUrl) },
  ...tags.filter((_, i) => allGalleries || galleryEngine(i) === engineIndex)
    .map((tag) => ({ name: `gallery /widgets/${tag}`, run: (engine) => checkGallery(engine, `${server.demoUrl}/widgets/${tag}`, tag) })),
].filter((check) => check.name.includes(grep));

const results = [];
let server = null;
let browser = null;
/** Set by SIGINT/SIGTERM: no further check or engine starts. */
let stopping = false;

function record(engine, name, problems, status = problems.length ? 'failed' : 'passed') {
  results.push({ engine, name, status, problems });
  console.log(`${{ passed: 'ok  ', failed: 'FAIL', skipped: 'skip' }[status]} ${engine.padEnd(8)} ${name}`);
  for (const problem of problems) console.log(`       ${problem}`);
}

/** An error's first line, for the report (some drivers throw with an empty message). */
const firstLine = (error) => (String(error?.message || error).split('\n')[0] || error?.name || 'failed without a message');

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms); }),
  ]).finally(() => clearTimeout(timer));
}

async function runEngine(id, list) {
  const engine = ENGINES[id];
  if (!engine) return record(id, 'engine', [`unknown engine "${id}" (known: ${Object.keys(ENGINES).join(', ')})`]);
  if (skipping.has(id)) {
    for (const check of list) record(id, check.name, [], 'skipped');
    console.log(`       ${engine.label} skipped: MCK_ENGINES_SKIP=${process.env.MCK_ENGINES_SKIP}`);
    return;
  }
  const found = engine.find();
  if (!found) {
    return record(id, `${engine.label} is installed`, [`not found: apt-get install -y ${engine.apt} (or leave it out with MCK_ENGINES_SKIP=${id})`]);
  }
  const deadline = Date.now() + budgetMs;
  const launching = engine.launch(found);
  try {
    browser = await withTimeout(launching, 60_000, `starting ${engine.label}`);
  } catch (error) {
    // A launch that answers after its timeout is closed when it does.
    launching.then((late) => late.close(), () => {});
    return record(id, `${engine.label} starts`, [firstLine(error)]);
  }
  try {
    for (const check of list) {
      if (stopping) break;
      if (Date.now() > deadline) {
        record(id, check.name, [`not run: ${engine.label} used up its ${budgetMs / 1000} s (MCK_ENGINE_BUDGET_S)`]);
        continue;
      }
      try {
        record(id, check.name, await withTimeout(check.run(browser), CHECK_TIMEOUT_MS, check.name));
      } catch (error) {
        record(id, check.name, [firstLine(error)]);
      }
    }
  } finally {
    await closeBrowser();
  }
}

async function closeBrowser() {
  const open = browser;
  browser = null;
  if (open) await withTimeout(open.close(), 20_000, 'closing the browser').catch((error) => console.error(error.message));
}

async function cleanUp() {
  await closeBrowser();
  await server?.stop();
  server = null;
}

function finish() {
  const count = (status) => results.filter((r) => r.status === status).length;
  const total = { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
  mkdirSync('test-results', { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...total, tests: results }, null, 2)}\n`);
  console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  return total.failed === 0 && total.passed + total.skipped > 0;
}

// Interrupted (Ctrl-C, the CI's timeout): the check under way ends with its browser, the run
// unwinds through its `finally` (server stopped, results written), and exits 1. Should that
// hang, whatever is left is stopped and the process exits anyway.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the browsers and the demo server`);
    stopping = true;
    closeBrowser();
    server?.stop();
    setTimeout(() => cleanUp().finally(() => process.exit(1)), 30_000).unref();
  });
}

let ok;
try {
  const started = Date.now();
  server = startDemoServer({ port, cmsPort: port + 1, dataDir: '.data/engines' });
  await server.ready;
  console.log(`demo server ready in ${Math.round((Date.now() - started) / 1000)} s: ${server.demoUrl}, CMS ${server.cmsUrl}`);
  for (const [index, id] of selected.entries()) {
    if (stopping) break;
    const engineStarted = Date.now();
    console.log(`\n=== ${ENGINES[id]?.label ?? id}`);
    await runEngine(id, checks(server, index));
    console.log(`    (${Math.round((Date.now() - engineStarted) / 1000)} s)`);
  }
} catch (error) {
  record('setup', 'the run', [error?.message || String(error)]);
} finally {
  await cleanUp();
  ok = finish() && !stopping;
}
process.exit(ok ? 0 : 1);
