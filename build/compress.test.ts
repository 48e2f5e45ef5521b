import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDist } from './compress.mjs';

let dir: string;
const code = `export const answer = ${JSON.stringify('mck-widgets '.repeat(400))};\n`;

async function put(name: string, text: string) {
  await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
  await writeFile(path.join(dir, name), text);
}
const has = (name: string) => existsSync(path.join(dir, name));

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mck-compress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('compressDist', () => {
  it('writes brotli and gzip copies of JS and JSON that decompress to the original', async () => {
    await put('mck-loader.js', code);
    await put('chunks/core-ABCDEFGH.js', code.repeat(2));
    await put('manifest.json', JSON.stringify({ widgets: Object.fromEntries([...Array(40)].map((_, i) => [`mck-w${i}`, { hydrate: 'visible' }])) }));
    const written = await compressDist(dir);

    for (const name of ['mck-loader.js', 'chunks/core-ABCDEFGH.js', 'manifest.json']) {
      const original = readFileSync(path.join(dir, name));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`)))).toEqual(original);
    }
    expect(written).toHaveLength(6);
    for (const w of written) expect(w.compressed).toBeLessThan(w.size);
  });

  it('compresses the stylesheets a CMS page links, which block its first paint', async () => {
    await put('mck-fallback.css', 'mck-quiz{display:block;min-block-size:calc(30 * var(--mck-font-size, 16px))}\n'.repeat(40));
    await compressDist(dir);
    const original = readFileSync(path.join(dir, 'mck-fallback.css'));
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'mck-fallback.css.br')))).toEqual(original);
    expect(gunzipSync(readFileSync(path.join(dir, 'mck-fallback.css.gz')))).toEqual(original);
  });

  it('gives source maps gzip only, and leaves other files alone', async () => {
    await put('chunks/core-ABCDEFGH.js.map', JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(500) }));
    await put('mck-elements.d.ts', code);
    await put('readme.txt', code);
    await compressDist(dir);
    expect(has('chunks/core-ABCDEFGH.js.map.gz')).toBe(true);
    expect(has('chunks/core-ABCDEFGH.js.map.br')).toBe(false);
    expect(has('mck-elements.d.ts.gz')).toBe(false);
    expect(has('readme.txt.br')).toBe(false);
  });

  it('writes no copy that would be larger than the file', async () => {
    await put('tiny.js', 'x');
    expect(await compressDist(dir)).toEqual([]);
    expect(has('tiny.js.br')).toBe(false);
    expect(has('tiny.js.gz')).toBe(false);
  });

  it('does not compress its own copies, refreshes changed files and removes orphans', async () => {
    await put('widgets/a-AAAAAAAA.js', code);
    await put('widgets/b-BBBBBBBB.js', code);
    await compressDist(dir);
    await rm(path.join(dir, 'widgets/a-AAAAAAAA.js'));
    await put('widgets/b-BBBBBBBB.js', `${code}// changed\n`);
    await compressDist(dir);
    expect(has('widgets/a-AAAAAAAA.js.br')).toBe(false);
    expect(has('widgets/a-AAAAAAAA.js.gz')).toBe(false);
    expect(has('widgets/b-BBBBBBBB.js.br.br')).toBe(false);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'widgets/b-BBBBBBBB.js.br'))).toString()).toMatch(/changed/);
  });

  it('does nothing for a missing folder', async () => {
    expect(await compressDist(path.join(dir, 'nope'))).toEqual([]);
  });
});
