/**
 * build/common.mjs — names and settings every build module shares: the runtime packages, the
 * boot entry, which shared chunk a core/ file belongs to by its path, esbuild's common options.
 */
import { relative, sep } from 'node:path';

/** Packages served by the runtime chunk. Missing optional ones are skipped. */
export const RUNTIME_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@r2wc/react-to-web-component',
  '@preact/signals-core',
  '@preact/signals-react',
  '@preact/signals-react/runtime',
];
/** Files that must only ever be bundled into the runtime chunk. */
export const RUNTIME_FILES = /(^|\/)node_modules\/(react|react-dom|scheduler|@r2wc\/[^/]+|@preact\/signals-[^/]+)\//;

/** Boot's main stage (its own chunk, core/boot-main-[hash].js; never part of the core chunk). */
export const BOOT = 'core/page/boot.ts';
/**
 * What the loader imports (core/boot-[hash].js): imports boot's stages one at a time. It imports
 * nothing itself (build/passes.mjs checks), so it is in no shared chunk either.
 */
export const BOOT_START = 'core/page/boot-start.ts';
/**
 * The rich-text kit's entry (chunks/kit-rich-text-[hash].js): no widget imports it; boot's start
 * imports it by URL when the loader finds rich text (see core/kits/rich-text/index.ts).
 */
export const RICH_TEXT = 'core/kits/rich-text/index.ts';
/** Each folder below it is a kit: its own shared chunk, chunks/kit-<name>-[hash].js. */
export const KITS_DIR = 'core/kits';
export const KIT_NAME = /^[a-z][a-z0-9-]*$/;
export const TAG = /^mck-[a-z0-9]+(-[a-z0-9]+)*$/;

/** An error in the project (not in the build tool): printed as one line, no stack. */
export class BuildError extends Error {}

export const toPosix = (p) => p.split(sep).join('/');
/** `file` (absolute) relative to `base`, with forward slashes. */
export const relPosix = (base, file) => toPosix(relative(base, file));

/**
 * The shared chunk a file belongs to by its path (relative to the project root):
 * `kit-<name>` for core/kits/<name>/…, `core` for the rest of core/, null for anything else
 * (boot's two entries, tests, widgets, packages: packages get an owner from the analysis, see analyse.mjs).
 */
export function groupOfPath(file) {
  if (!file.startsWith('core/') || file === BOOT || file === BOOT_START || /\.(test|spec)\./.test(file)) return null;
  const kit = /^core\/kits\/([^/]+)\//.exec(file);
  return kit ? `kit-${kit[1]}` : 'core';
}

/**
 * The shared chunk `file` must be bundled into, given the analysis's owners: its path's group,
 * except a contract, which goes where planSharing put it: core, the one kit that uses it, or
 * none when only widgets use it.
 */
export function homeGroup(file, owner) {
  if (file.startsWith('core/contracts/')) return owner.get(file) ?? null;
  return groupOfPath(file);
}

/** 'kit-html' → 'html'; 'core' → null. */
export const kitName = (group) => (group?.startsWith('kit-') ? group.slice(4) : null);

/**
 * @typedef {object} BuildOptions
 * @property {string} root      the project folder (core/, widgets/, loader/)
 * @property {string} out       dist/
 * @property {string} eagerOut  dist-eager/
 * @property {boolean} dev      unminified, NODE_ENV=development
 * @property {boolean} watch    keep esbuild contexts alive between rebuilds
 * @property {boolean} eager    also build dist-eager/mck-all.js
 * @property {boolean} quiet    no size table
 */

/** Settings shared by every browser build. */
export function common(opts) {
  return {
    absWorkingDir: opts.root,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    minify: !opts.dev,
    sourcemap: 'linked',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(opts.dev ? 'development' : 'production') },
    metafile: true,
    write: false,
    logLevel: 'warning',
  };
}
