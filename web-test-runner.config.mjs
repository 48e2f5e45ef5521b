// Component tests in real Chromium. React ships CommonJS only, which web-test-runner's own
// esbuild plugin cannot load (docs/stack.md); so each test file is bundled whole by esbuild here.
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Bundles `*.ts(x)` requests with esbuild; everything they import comes inline. */
const bundleTypeScript = {
  name: 'bundle-typescript',
  async serve(context) {
    if (!/\.tsx?$/.test(context.path)) return undefined;
    const result = await esbuild.build({
      entryPoints: [path.join(root, context.path)],
      bundle: true,
      format: 'esm',
      write: false,
      jsx: 'automatic',
      // An inline map triples each file (React and the widget: ~10 MB): only when asked for, to
      // read a failure's stack against the sources (MCK_TEST_SOURCEMAPS=1 npm test -- browser).
      sourcemap: process.env.MCK_TEST_SOURCEMAPS ? 'inline' : false,
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'silent',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

/**
 * Video service double for component tests (Koa middleware, so statuses are real): the same
 * contract as demo/services/video, serving the demo's real MP4 files. End-to-end tests use the
 * real reference service instead.
 */
async function videoServiceDouble(ctx, next) {
  const match = /^\/test-services\/video\/videos\/([^/]+)$/.exec(ctx.path);
  if (match) {
    const id = decodeURIComponent(match[1]);
    ctx.type = 'json';
    if (id.startsWith('broken')) {
      ctx.status = 500;
      ctx.body = JSON.stringify({ message: 'broken on purpose' });
      return;
    }
    const host = ctx.host;
    const sources = id.startsWith('nomp4')
      ? [{ src: `//${host}/test-services/media/none.m3u8`, container: 'M2TS' }]
      : [
          { src: `//${host}/test-services/media/none.m3u8`, container: 'M2TS', type: 'application/x-mpegURL' },
          { src: `//${host}/test-services/media/sample.mp4`, container: 'MP4', type: 'video/mp4' },
        ];
    ctx.body = JSON.stringify({ videoId: id, sources });
    return;
  }
  if (ctx.path === '/test-services/media/sample.mp4') {
    const dir = path.join(root, 'demo/services/video/media');
    const file = readdirSync(dir).find((f) => f.endsWith('.mp4'));
    ctx.type = 'video/mp4';
    ctx.body = await readFile(path.join(dir, file));
    return;
  }
  await next();
}

/**
 * A Flourish embed double for component tests: what a visualisation's frame shows a keyboard
 * user, one control to focus. Any other path under the host is a 404, as on Flourish.
 */
async function flourishEmbedDouble(ctx, next) {
  if (!ctx.path.startsWith('/test-services/flourish/')) return next();
  if (!/^\/test-services\/flourish\/visualisation\/\d+\/embed$/.test(ctx.path)) {
    ctx.status = 404;
    return undefined;
  }
  ctx.type = 'html';
  ctx.body = '<!doctype html><title>Revenue by year</title><button type="button">Show 2024</button>';
  return undefined;
}

/** Writes pass/fail counts for scripts/test-all.mjs, which prints one tally for every suite. */
function countsReporter() {
  const count = (suite, acc, file, names = []) => {
    for (const t of suite?.tests ?? []) {
      acc[t.skipped ? 'skipped' : t.passed ? 'passed' : 'failed'] += 1;
      if (!t.skipped && !t.passed) acc.failures.push({ name: `${file} › ${[...names, t.name].join(' › ')}`, error: t.error?.message ?? '' });
    }
    for (const child of suite?.suites ?? []) count(child, acc, file, [...names, child.name]);
    return acc;
  };
  return {
    onTestRunFinished({ sessions }) {
      const acc = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        const file = path.relative(root, session.testFile);
        count(session.testResults, acc, file);
        // A file that failed to load has errors but no test results: count it as a failure.
        if (!session.passed && !session.testResults?.tests?.length && !session.testResults?.suites?.length) {
          acc.failed += 1;
          acc.failures.push({ name: file, error: session.errors?.[0]?.message ?? 'did not load' });
        }
      }
      mkdirSync(path.join(root, 'test-results'), { recursive: true });
      writeFileSync(path.join(root, 'test-results/wtr.json'), JSON.stringify(acc));
    },
  };
}

export default {
  rootDir: root,
  files: ['widgets/**/*.browser.test.ts', 'core/**/*.browser.test.ts'],
  nodeResolve: false,
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  mimeTypes: { '**/*.ts': 'js', '**/*.tsx': 'js' },
  plugins: [bundleTypeScript],
  middleware: [videoServiceDouble, flourishEmbedDouble],
  reporters: [defaultReporter(), countsReporter()],
};
