/**
 * build/discover.mjs — what there is to build: the widgets (widgets/<folder>/meta.json) and the
 * runtime packages installed (with every export name, for the runtime chunk's aliases).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STRATEGIES } from '../loader/build-loader.mjs';
import { BuildError, RUNTIME_PACKAGES, TAG } from './common.mjs';
import { SERVICE_NAMES } from './services.mjs';

/**
 * The one reader of widgets/<folder>/meta.json (build, manifest, demo and tests all go through it).
 * Every folder with a meta.json, in name order: `{ folder, tag, hydrate, services, hasDefine }`. A
 * meta.json that is not valid JSON, has a malformed tag, hydration or services list, or claims a tag another folder has, is
 * a problem: thrown as a BuildError, or with `onProblem` reported there and the folder skipped
 * (the demo server keeps serving while someone edits a widget).
 * @param {string} widgetsDir
 * @param {{ onProblem?: (message: string) => void }} [options]
 */
export function listWidgetFolders(widgetsDir, { onProblem } = {}) {
  const found = [];
  const byTag = new Map();
  if (!existsSync(widgetsDir)) return found;
  for (const folder of readdirSync(widgetsDir).sort()) {
    const metaFile = join(widgetsDir, folder, 'meta.json');
    if (!existsSync(metaFile)) continue;
    try {
      const meta = readMeta(metaFile, folder);
      if (byTag.has(meta.tag)) throw new BuildError(`${meta.tag} is claimed by widgets/${byTag.get(meta.tag)} and widgets/${folder}`);
      byTag.set(meta.tag, folder);
      found.push({ folder, tag: meta.tag, hydrate: meta.hydrate, services: meta.services, hasDefine: existsSync(join(widgetsDir, folder, `${folder}.define.ts`)) });
    } catch (err) {
      if (!onProblem || !(err instanceof BuildError)) throw err;
      onProblem(err.message);
    }
  }
  return found;
}

function readMeta(metaFile, folder) {
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
  // The services the widget calls (build/services.mjs); `name?` for one it uses only when listed.
  const service = (entry) => typeof entry === 'string' && SERVICE_NAMES.includes(entry.replace(/\?$/, ''));
  if (!Array.isArray(meta.services) || !meta.services.every(service)) {
    throw new BuildError(`widgets/${folder}/meta.json: "services" must list some of ${SERVICE_NAMES.join(', ')} (a "?" after one the widget uses only when the page lists it), got ${JSON.stringify(meta.services)}`);
  }
  return meta;
}

/**
 * What the build makes chunks of: { folder, tag, hydrate, entry, key } (entry relative to the
 * root). A widget without its define file is left out, with a warning; any meta.json problem throws.
 */
export function discoverWidgets(root, log = () => {}) {
  const widgets = [];
  for (const { folder, tag, hydrate, hasDefine } of listWidgetFolders(join(root, 'widgets'))) {
    const entry = `widgets/${folder}/${folder}.define.ts`;
    if (!hasDefine) {
      log(`warning: widgets/${folder}/meta.json has no ${folder}.define.ts yet; <${tag}> is left out of this build`);
      continue;
    }
    widgets.push({ folder, tag, hydrate, entry, key: `widgets/${folder}` });
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
