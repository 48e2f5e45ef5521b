/**
 * npm run cdn (scripts/cdn-layout.mjs) on a small built bundle of its own: the pinned version
 * folder, the major alias that serves the same loader, an alias that moves with the next release
 * and stays put for a prerelease.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SCRIPT = join(ROOT, 'scripts/cdn-layout.mjs');
const PACKAGE_VERSION: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
let tmp: string;

/** A dist/ with the shape the build writes: the loader, its boot, chunks by hash, the CSS. */
function bundle(name: string, loader: string): string {
  const dist = join(tmp, name);
  const files: Record<string, string> = {
    'mck-loader.js': loader,
    'mck-loader.js.gz': `${loader} (gzip)`,
    'mck-layout.css': '.mck-main-3by1{}',
    'core/boot-A1B2C3.js': 'export const hydrate = () => {};',
    'widgets/accordion-D4E5F6.js': 'export {};',
    'chunks/core-G7H8I9.js': 'export {};',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}

const cdn = (...args: string[]) => promisify(execFile)(process.execPath, [SCRIPT, '--out', join(tmp, 'cdn'), ...args]);
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
const read = (path: string) => readFileSync(join(tmp, 'cdn/mck', path), 'utf8');

beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'mck-cdn-'));
});

describe('npm run cdn', () => {
  it("writes the package's version folder and its major alias, each the whole bundle", async () => {
    const dist = bundle('dist', '/* loader 1 */');
    const { stdout } = await cdn('--dist', dist);

    const major = PACKAGE_VERSION.split('.')[0]!;
    expect(readdirSync(join(tmp, 'cdn/mck')).sort()).toEqual([major, PACKAGE_VERSION].sort());
    expect(filesUnder(join(tmp, 'cdn/mck', PACKAGE_VERSION))).toEqual(filesUnder(dist));
    expect(filesUnder(join(tmp, 'cdn/mck', major))).toEqual(filesUnder(dist));
    // The URL a CMS prints (the alias) serves the release's loader, which finds boot beside itself.
    expect(read(`${major}/mck-loader.js`)).toBe(read(`${PACKAGE_VERSION}/mck-loader.js`));
    expect(read(`${major}/core/boot-A1B2C3.js`)).toBe(read(`${PACKAGE_VERSION}/core/boot-A1B2C3.js`));
    expect(stdout).toContain(`mck/${major}/`);
  });

  it('moves the alias to the next release and leaves the earlier version folder as it was', async () => {
    await cdn('--dist', bundle('dist-1', '/* loader 1.4.2 */'), '--version', '1.4.2');
    await cdn('--dist', bundle('dist-2', '/* loader 1.5.0 */'), '--version', '1.5.0');

    expect(read('1/mck-loader.js')).toBe('/* loader 1.5.0 */');
    expect(read('1.5.0/mck-loader.js')).toBe('/* loader 1.5.0 */');
    expect(read('1.4.2/mck-loader.js')).toBe('/* loader 1.4.2 */');

    // Rolling back is laying the earlier release out again: the alias serves its loader.
    await cdn('--dist', bundle('dist-1', '/* loader 1.4.2 */'), '--version', '1.4.2');
    expect(read('1/mck-loader.js')).toBe('/* loader 1.4.2 */');
    expect(read('1.5.0/mck-loader.js')).toBe('/* loader 1.5.0 */');
  });

  it('gives a prerelease its own folder without moving the alias', async () => {
    await cdn('--dist', bundle('dist-1', '/* loader 2.0.0 */'), '--version', '2.0.0');
    const { stdout } = await cdn('--dist', bundle('dist-2', '/* loader 2.1.0-rc.1 */'), '--version', '2.1.0-rc.1');

    expect(read('2.1.0-rc.1/mck-loader.js')).toBe('/* loader 2.1.0-rc.1 */');
    expect(read('2/mck-loader.js')).toBe('/* loader 2.0.0 */');
    expect(stdout).toContain('prerelease');
  });

  it('refuses a dist/ that holds no loader, saying to build first', async () => {
    mkdirSync(join(tmp, 'empty'));
    await expect(cdn('--dist', join(tmp, 'empty'))).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('npm run build') });
  });
});
