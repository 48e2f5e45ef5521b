#!/usr/bin/env node
/**
 * npm run cdn — lays the built bundle out for a CDN, under the package's version:
 *
 *   node scripts/cdn-layout.mjs [--dist dist] [--out cdn] [--version 1.4.2]
 *
 *   cdn/mck/1.4.2/…   a copy of dist/: the pinned release, never changed once published
 *   cdn/mck/1/…       the same files again: the moving major alias, re-pointed by each release
 *
 * The alias is a whole copy, not a redirect, because the bundle locates everything from its own
 * URL: the loader imports boot relative to its script's `src` (loader/loader.ts), and boot loads
 * the widget chunks relative to its own module URL (core/page/chunk-loader.ts). A loader printed
 * as `/mck/1/mck-loader.js` therefore fetches `/mck/1/core/boot-<hash>.js` and `/mck/1/widgets/…`,
 * which must exist there. A copy works on any static host; redirects differ per host and cost a
 * round trip. Since every file but the few entry points is named by its content hash, a file under
 * the alias is byte-for-byte the file of the same name under any version: only the unhashed entry
 * points (the loader, the CSS, the manifests) change when the alias moves. The README's "Hosting
 * the bundle" says how to upload, cache, roll out and roll back.
 *
 * A prerelease (`2.0.0-rc.1`) gets its version folder only: the alias is for releases.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import semver from 'semver';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Writes `<out>/mck/<version>/` and, for a release, `<out>/mck/<major>/` from `dist`; each is
 * replaced whole. Returns the folders written (the alias is null for a prerelease).
 * @param {{ dist: string, out: string, version: string }} options
 */
export function layOutCdn({ dist, out, version }) {
  const parsed = semver.parse(version);
  if (!parsed) throw new Error(`"${version}" is not a semver version`);
  if (!existsSync(join(dist, 'mck-loader.js'))) throw new Error(`${dist} holds no mck-loader.js: run "npm run build" first`);
  const folders = { version: join(out, 'mck', parsed.version), alias: parsed.prerelease.length ? null : join(out, 'mck', String(parsed.major)) };
  for (const folder of [folders.version, folders.alias]) {
    if (!folder) continue;
    rmSync(folder, { recursive: true, force: true });
    cpSync(dist, folder, { recursive: true });
  }
  return folders;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: join(ROOT, 'dist') },
      out: { type: 'string', default: join(ROOT, 'cdn') },
      version: { type: 'string', default: JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version },
    },
  });
  try {
    const folders = layOutCdn({ dist: resolve(values.dist), out: resolve(values.out), version: values.version });
    const shown = (folder) => `${relative(process.cwd(), folder).startsWith('..') ? folder : relative(process.cwd(), folder)}/`;
    console.log(`cdn: ${shown(folders.version)} (pinned, immutable)`);
    console.log(folders.alias ? `cdn: ${shown(folders.alias)} (the major alias, now ${values.version})` : `cdn: ${values.version} is a prerelease: the major alias is not moved`);
  } catch (err) {
    console.error(`cdn: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
