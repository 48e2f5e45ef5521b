/**
 * build/package-patches.mjs — the few lines of bundled packages the bundle cannot live with on a
 * hostile page, replaced as the package is loaded (build/builtins-plugin.mjs applies them). Each
 * patch names its package file, the text (a pattern, whitespace as the package has it) and why; the build fails when the text is not
 * found, so a package upgrade that moves it is seen at once rather than shipped unpatched.
 */
import { BuildError } from './common.mjs';

export const PACKAGE_PATCHES = [
  {
    file: /[\\/]leaflet[\\/]dist[\\/]leaflet-src\.js$/,
    why: "Leaflet probes inline SVG support at load with innerHTML = '<svg/>', a string that a page "
      + "enforcing Trusted Types refuses, so the whole map chunk fails. Every browser the bundle "
      + 'supports has inline SVG (the probe exists for IE 8).',
    find: /div\.innerHTML = '<svg\/>';\s*return \(div\.firstChild && div\.firstChild\.namespaceURI\) === 'http:\/\/www\.w3\.org\/2000\/svg';/,
    replace: 'return true; // mck: see build/package-patches.mjs',
  },
];

/** `code` of the package file `path` with its patches applied (unchanged when it has none). */
export function patchPackage(path, code) {
  let patched = code;
  for (const patch of PACKAGE_PATCHES) {
    if (!patch.file.test(path)) continue;
    if (!patch.find.test(patched)) {
      throw new BuildError(`${path}: the text build/package-patches.mjs replaces is not there any more (${patch.why}); check the package's new version and update the patch`);
    }
    patched = patched.replace(patch.find, patch.replace);
  }
  return patched;
}
