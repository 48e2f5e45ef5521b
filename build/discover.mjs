/**
 * build/discover.mjs — what there is to build: the widgets (widgets/<folder>/meta.json) and the
 * runtime packages installed (with every export name, for the runtime chunk's aliases).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STRATEGIES } from '../loader/build-loader.mjs';
import { BuildError, RUNTIME_PACKAGES, TAG } from './common.mjs';

/**
 * widgets/<folder>/meta.json → { folder, tag, hydrate, entry, key } (entry relative to the root).
 * A folder without meta.json is not a widget; one without its define file is left out, with a warning.
 */
export function discoverWidgets(root, log = () => {}) {
  const dir = join(root, 'widgets');
  const widgets = [];
  const byTag = new Map();
  if (!existsSync(dir)) return widgets;
  for (const folder of readdirSync(dir).sort()) {
    const metaFile = join(dir, folder, 'meta.json');
    if (!existsSync(metaFile)) continue;
    let meta;
    try {
      meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    } catch (err) {
      throw new BuildError(`widgets/${folder}/meta.json is not valid JSON: ${err.message}`);
    }
    if (typeof meta.tag !== 'string' || !TAG.test(meta.tag)) {
      throw new BuildError(`widgets/${folder}/meta.json: "tag" must look like "mck-name", got ${JSON.stringify(meta.tag)}`);
    }
    if (!STRATEGIES.includes(meta.hydrate)) {
      throw new BuildError(`widgets/${folder}/meta.json: "hydrate" must be one of ${STRATEGIES.join(', ')}, got ${JSON.stringify(meta.hydrate)}`);
    }
    if (byTag.has(meta.tag)) {
      throw new BuildError(`${meta.tag} is claimed by widgets/${byTag.get(meta.tag)} and widgets/${folder}`);
    }
    const entry = `widgets/${folder}/${folder}.define.ts`;
    if (!existsSync(join(root, entry))) {
      log(`warning: widgets/${folder}/meta.json has no ${folder}.define.ts yet; <${meta.tag}> is left out of this build`);
      continue;
    }
    byTag.set(meta.tag, folder);
    widgets.push({ folder, tag: meta.tag, hydrate: meta.hydrate, entry, key: `widgets/${folder}` });
  }
  return widgets;
}

/**
 * Which runtime packages are installed, and every export name of each. Node's own import gives
 * the names of CommonJS packages too (React), which esbuild's metafile cannot.
 * @returns {Promise<Map<string, string[]>>}
 */
export async function runtimeExports() {
  const out = new Map();
  for (const spec of RUNTIME_PACKAGES) {
    try {
      const mod = await import(spec);
      out.set(spec, Object.keys(mod).filter((n) => n !== '__esModule' && n !== 'module.exports').sort());
    } catch {
      // not installed: nothing can import it either
    }
  }
  if (!out.has('react')) throw new BuildError('react is not installed (npm install)');
  return out;
}
