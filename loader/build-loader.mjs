// Builds loader/loader.ts into the classic script a CMS prints (dist/mck-loader.js).
// Shared by build.mjs, scripts/check-size.mjs and the loader's browser spec, so all three
// measure and test the same bytes.
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';

export const LOADER_ENTRY = fileURLToPath(new URL('./loader.ts', import.meta.url));
export const STRATEGIES = ['load', 'idle', 'visible', 'interaction'];

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
    // `visible` is the loader's own default: only the others travel, keeping the loader small.
    if (hydrate !== 'visible') compact[tag] = hydrate;
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
