#!/usr/bin/env node
/**
 * npm run size (and a step of `npm test`): the size caps of the production build in dist/, from
 * build/size-report.mjs (gzip -9; 1 KB = 1024 B):
 *
 *   dist/mck-loader.js                 1 KB
 *   chunks/core-*.js                  19.5 KB (CORE_CAP)
 *   each chunks/kit-<kit>-*.js        15 KB, or the @budget in core/kits/<kit>/index.ts
 *   each widgets/<name>-*.js          15 KB, or the @budget in widgets/<name>/<name>.define.ts
 *   dist/mck-fallback.css             10 KB
 *
 * A budget is a comment, once per file, with its reason: `@budget 20 KB — why it needs the room`.
 * Prints every chunk with its size and cap; exits 1 when a cap is exceeded, a @budget is malformed,
 * dist/ is not built or is a --dev build.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSizes, formatSizeTable } from '../build/size-report.mjs';

// MCK_SIZE_ROOT: another project folder (the unit test's fixture, build/size-report.test.ts).
const ROOT = process.env.MCK_SIZE_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..');
const { ok, rows, problems } = checkSizes({ root: ROOT });
if (rows.length) console.log(formatSizeTable(rows));
for (const problem of problems) console.error(`check-size: ${problem}`);
if (ok) console.log(`check-size: ${rows.filter((r) => r.cap !== null).length} chunks within their caps`);
process.exit(ok ? 0 : 1);
