// Builds loader/loader.ts into the classic script a CMS prints (dist/mck-loader.js).
// Shared by build.mjs, scripts/check-size.mjs and the loader's browser spec, so all three
// measure and test the same bytes.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const LOADER_ENTRY = fileURLToPath(new URL('./loader.ts', import.meta.url));

// The hydration names are declared once, in core/host/hydration.ts (constants, no imports);
// plain Node cannot load TypeScript, so esbuild strips the types and Node imports the result.
const HYDRATION_TS = fileURLToPath(new URL('../core/host/hydration.ts', import.meta.url));
const hydration = await import(
  `data:text/javascript,${encodeURIComponent(esbuild.transformSync(readFileSync(HYDRATION_TS, 'utf8'), { loader: 'ts', format: 'esm' }).code)}`
);
export const { STRATEGIES, DEFAULT_STRATEGY } = hydration;

/**
 * esbuild options for the loader.
 * @param {object} o
 * @param {Record<string, string>} o.defaults tag → default strategy; `visible` ones may be left out
 * @param {string} o.boot boot chunk path relative to the loader
 * @param {boolean} [o.dev] unminified, with a linked source map
 * @param {string} [o.outfile]
 */
export function loaderOptions({ defaults, boot, dev = false, outfile = 'mck-loader.js' }) {
  const compact = {};
  for (const [tag, hydrate] of Object.entries(defaults)) {
    if (!tag.startsWith('mck-')) throw new Error(`loader: tag ${tag} must start with "mck-"`);
    if (!STRATEGIES.includes(hydrate)) throw new Error(`loader: ${tag} has unknown hydrate "${hydrate}"`);
    // The loader's own default needs no entry: only the others travel, keeping the loader small.
    if (hydrate !== DEFAULT_STRATEGY) compact[tag] = hydrate;
  }
  if (typeof boot !== 'string' || !boot) throw new Error('loader: no boot chunk');
  return {
    entryPoints: [LOADER_ENTRY],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: !dev,
    sourcemap: dev ? 'linked' : false,
    legalComments: 'none',
    // No "use strict" prologue: the IIFE needs none, and every byte counts here.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    logLevel: 'silent',
    define: {
      __MCK_DEFAULTS__: JSON.stringify(compact),
      __MCK_BOOT__: JSON.stringify(boot),
    },
  };
}

/** Builds in memory; returns { code, map? }. */
export async function buildLoader(opts) {
  const result = await esbuild.build({ ...loaderOptions(opts), write: false });
  const code = result.outputFiles.find((f) => f.path.endsWith('.js'));
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'));
  return { code: code.text, map: map?.text, files: result.outputFiles };
}
