#!/usr/bin/env node
// `npm test`: every suite, in order, each run even when an earlier one failed, then one tally.
// Suites: typecheck and lint (side by side), vitest (core + widgets in happy-dom; reference services on PGlite, and on
// PostgreSQL when DATABASE_URL is set), web-test-runner (widgets in Chromium), the size caps
// (loader, core, kit and widget chunks: scripts/check-size.mjs),
// Playwright end to end against the running demo: the flows one at a time, the read-only
// galleries and the legacy-page matrix beside them (playwright.config.ts projects); WordPress
// as the reference CMS; the Firefox ESR and WebKitGTK smoke (tests/engines/).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** A Playwright JSON report's tally, with the title of each test that failed, or passed only on its retry. */
function playwrightCount(file) {
  const r = readJson(file);
  if (!r) return null;
  const failures = [];
  const flaky = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]`;
        const error = test.results?.find((result) => result.error)?.error?.message ?? '';
        if (test.status === 'unexpected') failures.push({ name, error });
        if (test.status === 'flaky') flaky.push({ name, error });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped, failures, flaky };
}

const suites = [
  {
    // Both are single-threaded: side by side on two cores, the step takes as long as the slower
    // (the typecheck), not the sum. Each one's output is printed when it ends, not interleaved.
    name: 'typecheck and lint',
    parallel: [
      ['npx', 'tsc', '--noEmit', '-p', '.'],
      ['npx', 'eslint', '.', '--max-warnings', '0'],
    ],
  },
  {
    name: 'unit (vitest)',
    cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${results}/vitest.json`],
    count: () => {
      const r = readJson(`${results}/vitest.json`);
      const failures = (r?.testResults ?? []).flatMap((file) => file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ name: `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`, error: test.failureMessages?.[0] ?? '' })));
      return r && { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests, failures };
    },
  },
  {
    name: 'build, manifest, size caps',
    cmd: ['sh', '-c', 'npm run build && node scripts/check-size.mjs'],
    count: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }),
  },
  {
    // The shipped typings as a host outside the repo uses them (plain TS and React 19 TSX
    // fixtures with @ts-expect-error lines): after the step above, which writes them into dist/.
    name: 'typings (tests/types)',
    cmd: ['npx', 'tsc', '-p', 'tests/types'],
    count: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }),
  },
  {
    name: 'browser (web-test-runner)',
    cmd: ['npx', 'web-test-runner'],
    count: () => readJson(`${results}/wtr.json`),
  },
  {
    // One run of both projects (playwright.config.ts): the flows' one worker and the galleries
    // beside it on the other.
    name: 'end to end (flows, galleries)',
    cmd: ['npx', 'playwright', 'test'],
    env: { MCK_PREBUILT: '1', E2E_JSON: `${results}/e2e.json` },
    count: () => playwrightCount(`${results}/e2e.json`),
  },
  {
    // WordPress from Debian's packages as the reference CMS, with and without the plugin
    // (integrations/wordpress/; tests/wordpress/ starts MariaDB and `php -S` on loopback).
    name: 'end to end (WordPress)',
    cmd: ['npx', 'playwright', 'test', '-c', 'tests/wordpress/playwright.config.ts'],
    // Absolute: Playwright reads a relative report path from the config's own folder.
    env: { MCK_PREBUILT: '1', E2E_JSON: resolve(results, 'e2e-wordpress.json') },
    count: () => playwrightCount(`${results}/e2e-wordpress.json`),
  },
  {
    // Firefox ESR and WebKitGTK: the second-origin CMS page, sign-in and every gallery, as a smoke.
    name: 'engines (Firefox ESR, WebKitGTK)',
    cmd: ['node', 'tests/engines/smoke.mjs'],
    count: () => {
      const r = readJson(`${results}/engines.json`);
      const failures = (r?.tests ?? []).filter((t) => t.status === 'failed')
        .map((t) => ({ name: `${t.engine} ${t.name}`, error: (t.problems ?? []).join('; ') }));
      return r && { passed: r.passed, failed: r.failed, skipped: r.skipped, failures };
    },
  },
];

/** Runs each command at once, its output kept and printed when it ends; one pass or fail per command. */
async function runSideBySide(cmds) {
  const results = await Promise.all(cmds.map((cmd) => new Promise((done) => {
    const child = spawn(cmd[0], cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      console.log(`\n--- ${cmd.join(' ')}: ${status === 0 ? 'ok' : 'FAILED'}`);
      process.stdout.write(Buffer.concat(output));
      done(status === 0);
    });
  })));
  const passed = results.filter(Boolean).length;
  return { ok: passed === cmds.length, counted: { passed, failed: cmds.length - passed } };
}

const only = process.argv.slice(2);
const rows = [];
for (const suite of suites) {
  if (only.length && !only.some((o) => suite.name.includes(o))) continue;
  const started = Date.now();
  let ok;
  let counted;
  if (suite.parallel) {
    console.log(`\n=== ${suite.name}: ${suite.parallel.map((cmd) => cmd.join(' ')).join(' & ')}`);
    ({ ok, counted } = await runSideBySide(suite.parallel));
  } else {
    console.log(`\n=== ${suite.name}: ${suite.cmd.join(' ')}`);
    const run = spawnSync(suite.cmd[0], suite.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...suite.env } });
    ok = run.status === 0;
    counted = suite.count(ok) ?? { passed: 0, failed: 1 };
  }
  // A runner that exits non-zero with no failed test still failed (crash, compile error).
  if (!ok && !counted.failed) counted.failed = 1;
  rows.push({ suite: suite.name, ok, seconds: Math.round((Date.now() - started) / 1000), ...counted });
}

console.log('\n=== summary');
for (const r of rows) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.suite.padEnd(28)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped ?? 0).padStart(3)} skipped  ${r.seconds}s`);
}
// Last, where a CI log's tail shows them: which tests failed (and which passed only when retried).
const firstLine = (text) => stripVTControlCharacters(String(text)).split('\n').map((line) => line.trim()).find(Boolean) ?? '';
for (const [label, key] of [['failed', 'failures'], ['passed on retry', 'flaky']]) {
  const listed = rows.flatMap((r) => (r[key] ?? []).map((t) => ({ ...t, suite: r.suite })));
  if (!listed.length) continue;
  console.log(`\n=== ${label}`);
  for (const t of listed) console.log(`- ${t.name}\n    ${firstLine(t.error).slice(0, 200)}`);
}
const total = rows.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + (r.skipped ?? 0) }), { passed: 0, failed: 0, skipped: 0 });
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(rows.every((r) => r.ok) ? 0 : 1);
