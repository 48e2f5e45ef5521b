#!/usr/bin/env node
/**
 * Size budget of the loader as shipped: dist/mck-loader.js at most 1024 bytes gzip -9. Exits 1
 * when over or not built. The loader carries no chunk hashes (boot holds the tag → chunk map) and
 * only the tags whose default strategy is not `visible`, so it grows by a few bytes per such tag.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { cap: { type: 'string', default: '1024' } } });
const CAP = Number(values.cap);
const shipped = join(ROOT, 'dist', 'mck-loader.js');

if (!existsSync(shipped)) {
  console.error('check-size: dist/mck-loader.js is not built (node build.mjs)');
  process.exit(1);
}
const size = gzipSync(readFileSync(shipped), { level: 9 }).length;
console.log(`dist/mck-loader.js: ${size} B gzip -9 (cap ${CAP}) ${size <= CAP ? 'ok' : 'OVER'}`);
if (size > CAP) {
  console.error('check-size: the loader is over its budget');
  process.exit(1);
}
