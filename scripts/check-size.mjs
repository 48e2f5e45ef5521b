#!/usr/bin/env node
/**
 * Size budget of the loader (gzip -9). Exits 1 when over.
 *
 *   node scripts/check-size.mjs            the loader's code must fit in 1024 bytes
 *   node scripts/check-size.mjs --strict   dist/mck-loader.js as shipped (code + tag map) must fit too
 *
 * The code is measured built with an empty tag map, so the budget does not move as widgets are
 * added. The shipped file also carries the tag → chunk map, about 20 bytes gzip per widget
 * (8 incompressible hash characters each): with the whole catalogue (~70 tags) the map alone is
 * over 1 KB, so --strict can only hold for small builds. Both numbers are always printed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildLoader } from '../loader/build-loader.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { strict: { type: 'boolean', default: false }, cap: { type: 'string', default: '1024' } } });
const CAP = Number(values.cap);
const gz = (text) => gzipSync(text, { level: 9 }).length;

let failed = false;
const { code } = await buildLoader({ widgets: {}, boot: 'core/boot-XXXXXXXX.js' });
const codeSize = gz(code);
console.log(`loader code (empty map):      ${String(codeSize).padStart(5)} B gzip -9  (cap ${CAP})  ${codeSize <= CAP ? 'ok' : 'OVER'}`);
if (codeSize > CAP) failed = true;

const shipped = join(ROOT, 'dist', 'mck-loader.js');
if (existsSync(shipped)) {
  const size = gz(readFileSync(shipped));
  let tags = '?';
  try {
    tags = String(Object.keys(JSON.parse(readFileSync(join(ROOT, 'dist', 'manifest.json'), 'utf8')).widgets).length);
  } catch { /* no manifest */ }
  const over = size > CAP;
  console.log(`dist/mck-loader.js (${tags} tags): ${String(size).padStart(5)} B gzip -9  ${over ? (values.strict ? 'OVER' : 'over the cap (map included; enforced with --strict)') : 'ok'}`);
  if (over && values.strict) failed = true;
} else {
  console.log('dist/mck-loader.js: not built (node build.mjs)');
  if (values.strict) failed = true;
}

if (failed) {
  console.error('check-size: the loader is over its budget');
  process.exit(1);
}
