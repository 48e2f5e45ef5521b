/**
 * The rich-text kit: expands editors' double-bracket module tags (`[[pullquote quote="…"]]`) in
 * the elements a page marks `data-mck-rich-text` into `mck-*` elements, which the loader then
 * arms like any other tag. Unlike the other kits no widget imports it: boot's start
 * (core/page/boot-start.ts) imports its chunk by URL when the loader finds a marked element, so
 * a page without rich text never loads it. It imports neither core nor the runtime (the build
 * checks it): expanding needs no React, and must not wait for boot's stages.
 */
export { expandRichText as expand } from './expand.js';
