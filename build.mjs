#!/usr/bin/env node
/**
 * build.mjs — builds the widget bundle into dist/ (the entry package.json, playwright.config.ts,
 * bench and the README call; the build itself lives in build/).
 *
 *   node build.mjs            production build (minified, NODE_ENV=production)
 *   node build.mjs --dev      unminified, NODE_ENV=development
 *   node build.mjs --watch    dev build, rebuilt on every change under core/, widgets/, loader/
 *                             (add --prod for a watched production build)
 *   node build.mjs --eager    also writes dist-eager/mck-all.js (one bundle, for the benchmark)
 *   node build.mjs --quiet    no size table
 *
 * Output: mck-loader.js, manifest.json, chunks/runtime-*.js, chunks/core-*.js, one
 * chunks/kit-<kit>-*.js per core/kits/<kit>/ in use, core/boot-*.js, widgets/<name>-*.js (and
 * their .br/.gz copies). Why it is built in passes and linked by hashed URLs: build/passes.mjs.
 *
 *   build/cli.mjs          options, writing dist/, watch mode
 *   build/discover.mjs     widgets (widgets/<folder>/meta.json) and the runtime packages
 *   build/analyse.mjs      which module lives in which shared chunk (core, kits), the rules
 *   build/shim-plugin.mjs  the esbuild plugin that links chunks to the shared chunks by URL
 *   build/passes.mjs       the passes, the manifest, the duplicate-module check
 *   build/size-report.mjs  gzip sizes, caps and @budget declarations, page costs (also npm run size, bench)
 *   build/compress.mjs     .br/.gz copies beside each file
 */
import { main } from './build/cli.mjs';

await main();
