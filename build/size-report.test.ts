/**
 * Size caps on a fixture dist/ (random bytes do not compress, so n random bytes are about n bytes
 * gzip): a chunk over its cap fails the check; a documented @budget lifts it; a malformed one fails.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHUNK_CAP, checkSizes, FALLBACK_CSS_CAP, formatPageCost, formatSizeTable, LAZY_CAP, LOADER_CAP, measureDist, pageCost, parseBudget } from './size-report.mjs';

let root: string;
const KB = 1024;

async function put(name: string, contents: string | Buffer) {
  await mkdir(path.dirname(path.join(root, name)), { recursive: true });
  await writeFile(path.join(root, name), contents);
}

/** A built project: loader, runtime, core, kit html, boot (start and main stage), widgets video and accordion (sizes in KB of random bytes). */
async function fixture(sizes: Partial<Record<'loader' | 'core' | 'kit' | 'video' | 'accordion', number>> = {}, extra: Record<string, unknown> = {}) {
  const s = { loader: 0.5, core: 10, kit: 10, video: 5, accordion: 5, ...sizes };
  const chunk = (kb: number) => randomBytes(Math.round(kb * KB));
  await put('dist/mck-loader.js', chunk(s.loader));
  await put('dist/chunks/runtime-R.js', chunk(70));
  await put('dist/chunks/core-C.js', chunk(s.core));
  await put('dist/chunks/kit-html-K.js', chunk(s.kit));
  await put('dist/core/boot-B.js', chunk(0.5));
  await put('dist/core/boot-main-M.js', chunk(0.5));
  await put('dist/widgets/video-V.js', chunk(s.video));
  await put('dist/widgets/accordion-A.js', chunk(s.accordion));
  await put('widgets/video/video.define.ts', 'export {};\n');
  await put('widgets/accordion/accordion.define.ts', 'export {};\n');
  await put('dist/manifest.json', JSON.stringify({
    boot: 'core/boot-B.js',
    bootImports: ['chunks/runtime-R.js', 'chunks/core-C.js', 'core/boot-main-M.js'],
    runtime: 'chunks/runtime-R.js',
    core: 'chunks/core-C.js',
    kits: { html: 'chunks/kit-html-K.js' },
    loader: 'mck-loader.js',
    dev: false,
    widgets: {
      'mck-accordion': { chunk: 'widgets/accordion-A.js', hydrate: 'visible', source: 'widgets/accordion/accordion.define.ts', imports: ['chunks/core-C.js', 'chunks/kit-html-K.js', 'chunks/runtime-R.js'], kits: ['html'] },
      'mck-video': { chunk: 'widgets/video-V.js', hydrate: 'visible', source: 'widgets/video/video.define.ts', imports: ['chunks/core-C.js', 'chunks/runtime-R.js'], kits: [] },
    },
    ...extra,
  }));
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mck-size-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('checkSizes', () => {
  it('passes when every chunk is within its cap', async () => {
    await fixture();
    const report = checkSizes({ root });
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.rows.find((r) => r.kind === 'runtime')!.cap).toBeNull();
    expect(report.rows.find((r) => r.kind === 'loader')!.cap).toBe(LOADER_CAP);
    expect(report.rows.find((r) => r.kind === 'kit')!.cap).toBe(CHUNK_CAP);
  });

  it('caps the fallback stylesheet the manifest names (its own 10 KB cap)', async () => {
    const withSheet = (kb: number) => fixture({}, { fallbackCss: 'mck-fallback.css' }).then(() => put('dist/mck-fallback.css', randomBytes(Math.round(kb * KB))));
    await withSheet(9);
    const fits = checkSizes({ root });
    expect(fits.rows.find((r) => r.kind === 'stylesheet')).toMatchObject({ file: 'mck-fallback.css', cap: FALLBACK_CSS_CAP, over: false });
    expect(fits.ok).toBe(true);
    await withSheet(11);
    const over = checkSizes({ root });
    expect(over.problems).toEqual([expect.stringMatching(/^mck-fallback\.css \(fallback boxes\) is \d+ B gzip, over its cap of 10240 B$/)]);
  });

  it('reports and caps a chunk a widget loads on demand (its own 100 KB cap)', async () => {
    const onDemand = (kb: number) => fixture({}, { widgets: {
      'mck-video': { chunk: 'widgets/video-V.js', hydrate: 'visible', source: 'widgets/video/video.define.ts', imports: ['chunks/core-C.js', 'chunks/runtime-R.js'], kits: [], lazy: ['chunks/video.map-L.js'] },
    } }).then(() => put('dist/chunks/video.map-L.js', randomBytes(Math.round(kb * KB))));
    await onDemand(90);
    const fits = checkSizes({ root });
    expect(fits.rows.find((r) => r.kind === 'lazy')).toMatchObject({ file: 'chunks/video.map-L.js', role: 'mck-video on demand', cap: LAZY_CAP });
    expect(fits.ok).toBe(true);
    await onDemand(101);
    const over = checkSizes({ root });
    expect(over.ok).toBe(false);
    expect(over.problems).toEqual([expect.stringMatching(/^chunks\/video\.map-L\.js \(mck-video on demand\) is \d+ B gzip, over its cap of 102400 B$/)]);
  });

  it('fails when a widget chunk exceeds 15 KB', async () => {
    await fixture({ video: 16 });
    const report = checkSizes({ root });
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([expect.stringMatching(/^widgets\/video-V\.js \(mck-video\) is \d+ B gzip, over its cap of 15360 B$/)]);
    expect(formatSizeTable(report.rows)).toMatch(/widgets\/video-V\.js .* OVER/);
  });

  it('fails when the core chunk, a kit chunk or the loader exceeds its cap', async () => {
    await fixture({ core: 20, kit: 16, loader: 1.2 });
    const { ok, problems } = checkSizes({ root });
    expect(ok).toBe(false);
    expect(problems.join('\n')).toMatch(/chunks\/core-C\.js \(core\).*over its cap of 19968 B/);
    expect(problems.join('\n')).toMatch(/chunks\/kit-html-K\.js \(kit html\).*over its cap of 15360 B/);
    expect(problems.join('\n')).toMatch(/mck-loader\.js \(loader\).*over its cap of 1024 B/);
  });

  it('a @budget in the define file or the kit index.ts lifts the cap; one too small still fails', async () => {
    await fixture({ video: 16, kit: 18 });
    await put('widgets/video/video.define.ts', '/** @budget 20 KB — the player SDK; nothing else uses it */\nexport {};\n');
    await put('core/kits/html/index.ts', '// @budget 17 KB: DOMPurify\nexport {};\n');
    const { ok, rows, problems } = checkSizes({ root });
    expect(rows.find((r) => r.role === 'mck-video')).toMatchObject({ cap: 20 * KB, why: 'the player SDK; nothing else uses it', over: false });
    expect(ok).toBe(false);
    expect(problems).toEqual([expect.stringMatching(/kit-html-K\.js \(kit html\).*over its cap of 17408 B \(@budget: DOMPurify\)/)]);
  });

  it('fails on a @budget without a reason, and on a --dev build', async () => {
    await fixture();
    await put('widgets/video/video.define.ts', '/** @budget 20 KB */\nexport {};\n');
    expect(checkSizes({ root }).problems).toEqual([expect.stringMatching(/video\.define\.ts: @budget 20 KB needs a reason/)]);
    await fixture({}, { dev: true });
    expect(checkSizes({ root }).problems).toEqual([expect.stringMatching(/--dev build/)]);
  });

  it('scripts/check-size.mjs exits 1 on a cap exceeded (run on this fixture through MCK_SIZE_ROOT)', async () => {
    await fixture({ accordion: 16 });
    const run = spawnSync(process.execPath, [path.join(__dirname, '..', 'scripts', 'check-size.mjs')], { env: { ...process.env, MCK_SIZE_ROOT: root }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/widgets\/accordion-A\.js \(mck-accordion\).*over its cap/);
    await fixture();
    expect(spawnSync(process.execPath, [path.join(__dirname, '..', 'scripts', 'check-size.mjs')], { env: { ...process.env, MCK_SIZE_ROOT: root } }).status).toBe(0);
  });
});

describe('pageCost', () => {
  it('counts loader, boot, runtime, core, the kits the widget imports and its chunk, each once', async () => {
    await fixture();
    const { manifest, rows } = measureDist({ root });
    const gz = (file: string) => rows.find((r) => r.file === file)!.gzip;
    const video = pageCost(manifest, rows, ['mck-video']);
    expect(video.parts.map((p) => p.file).sort()).toEqual(['chunks/core-C.js', 'chunks/runtime-R.js', 'core/boot-B.js', 'core/boot-main-M.js', 'mck-loader.js', 'widgets/video-V.js']);
    expect(video.gzip).toBe(['mck-loader.js', 'core/boot-B.js', 'core/boot-main-M.js', 'chunks/runtime-R.js', 'chunks/core-C.js', 'widgets/video-V.js'].reduce((s, f) => s + gz(f), 0));
    expect(video.parts.find((p) => p.file === 'core/boot-main-M.js')!.role).toBe('boot main stage');
    const accordion = pageCost(manifest, rows, ['mck-accordion']);
    expect(accordion.parts.map((p) => p.role)).toContain('kit html');
    expect(accordion.gzip - video.gzip).toBe(gz('chunks/kit-html-K.js') + gz('widgets/accordion-A.js') - gz('widgets/video-V.js'));
    expect(formatPageCost(accordion)).toMatch(/^page with only <mck-accordion>: \d+\.\d KB gzip = loader .* \+ kit html .*/);
  });
});

describe('parseBudget', () => {
  it('reads "@budget <n> KB — reason" in its usual spellings', () => {
    expect(parseBudget('/** @budget 20 KB — maps */')).toEqual({ bytes: 20 * KB, reason: 'maps' });
    expect(parseBudget(' * @budget 17.5KB gzip - a reason\n')).toEqual({ bytes: 17.5 * KB, reason: 'a reason' });
    expect(parseBudget('// @budget 8 KB: tighter')).toEqual({ bytes: 8 * KB, reason: 'tighter' });
    expect(parseBudget('no declaration')).toBeNull();
  });
  it('refuses a budget without a reason, without KB, or declared twice', () => {
    expect(() => parseBudget('/** @budget 20 KB */', 'x.ts')).toThrow(/needs a reason/);
    expect(() => parseBudget('@budget 20000 — bytes?', 'x.ts')).toThrow(/not understood/);
    expect(() => parseBudget('@budget 20 KB — a\n@budget 21 KB — b', 'x.ts')).toThrow(/more than one/);
  });
});
