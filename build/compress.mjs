/**
 * build/compress.mjs — precompressed copies of the build output, for servers and CDNs that serve
 * what the build wrote instead of compressing on every request.
 *
 *   await compressDist('dist')   // writes <file>.br and <file>.gz next to each file below
 *
 * Which files:
 *   .js, .json   brotli (quality 11, the maximum) and gzip -9: what every page downloads.
 *   .css         the same: mck-fallback.css is render-blocking on every CMS page (72 KB, 9 KB
 *                gzip), as is mck-layout.css where a page links it.
 *   .map         gzip -9 only. Source maps are fetched only when someone opens the devtools; they are
 *                4-5× the size of the code, and brotli's maximum quality on them would add about 2 s
 *                to every build (1.1 MB runtime map: 1.7 s brotli against 0.1 s gzip) to save
 *                about 17 % on a download nobody's visitors make. Servers fall back to gzip for them.
 * A compressed copy is written only when it is smaller than the file itself (a tiny file can grow);
 * the server then answers identity for that encoding. Stale copies whose file is gone are removed,
 * so a watch rebuild that prunes dist/ leaves no orphan .br/.gz behind.
 *
 * Compression runs on libuv's thread pool (async zlib), so files compress in parallel. Results are
 * kept in memory by content, so watch rebuilds that rewrite an unchanged chunk cost nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extension → the encodings written for it. */
export const COMPRESSED_KINDS = {
  '.js': ['br', 'gz'],
  '.json': ['br', 'gz'],
  '.css': ['br', 'gz'],
  '.map': ['gz'],
};
/** Suffix of each encoding's copy. */
export const ENCODING_SUFFIX = { br: '.br', gz: '.gz' };

const encoders = {
  br: (bytes) => brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }),
  gz: (bytes) => gz(bytes, { level: 9 }),
};

/** content hash + encoding → compressed bytes (or null: not smaller than the original); last run's only. */
let cache = new Map();

function kindOf(name) {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? undefined : COMPRESSED_KINDS[name.slice(dot)];
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

async function compressOne(path, encoding, used) {
  const bytes = await readFile(path);
  const key = `${encoding}:${createHash('sha256').update(bytes).digest('base64')}`;
  let packed = cache.get(key);
  if (packed === undefined) {
    const out = await encoders[encoding](bytes);
    packed = out.length < bytes.length ? out : null;
  }
  used.set(key, packed);
  const target = path + ENCODING_SUFFIX[encoding];
  if (packed) await writeFile(target, packed);
  else rmSync(target, { force: true });
  return packed ? { file: path, encoding, size: bytes.length, compressed: packed.length } : null;
}

/**
 * Writes the compressed copies of every .js, .json and .map file under `outDir` and removes
 * copies whose original is gone. Returns what it wrote: `{ file, encoding, size, compressed }[]`.
 */
export async function compressDist(outDir) {
  if (!existsSync(outDir)) return [];
  const files = walk(outDir);
  const present = new Set(files);
  for (const file of files) {
    for (const suffix of Object.values(ENCODING_SUFFIX)) {
      if (file.endsWith(suffix) && !present.has(file.slice(0, -suffix.length))) rmSync(file);
    }
  }
  const used = new Map();
  const jobs = files.flatMap((file) => (kindOf(file) ?? []).map((encoding) => compressOne(file, encoding, used)));
  const written = (await Promise.all(jobs)).filter(Boolean);
  cache = used;
  return written;
}
