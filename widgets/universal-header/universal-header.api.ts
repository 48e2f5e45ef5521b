/**
 * The public contract of `<mck-universal-header>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { array } from 'superstruct';
import { json } from '../../core/host/attributes.js';
import { CheckedCtaLink } from '../../core/kits/content/index.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const universalHeaderAttributes = {
  breadcrumb: json(array(CheckedCtaLink), [], {
    doc: 'The optional breadcrumb (D§2), JSON: the links from the home page to this page, the last being the current page. A step without URL shows its text; a URL the navigation check refuses is a malformed attribute. Empty or absent: no breadcrumb.',
  }),
};

/** The parts of `<mck-universal-header>`, for `mck-universal-header::part(…)`. */
export const universalHeaderParts = /* @__PURE__ */ defineParts({
  base: 'The header around breadcrumb and the CMS\'s header content.',
  breadcrumb: 'The breadcrumb navigation landmark.',
  crumbs: 'The ordered list of breadcrumb steps.',
  crumb: 'One step of the breadcrumb (a list item).',
  link: 'The link of a step before the current page.',
  current: 'The current page, the last step (`aria-current="page"`).',
}, editorParts);

/**
 * What `<mck-universal-header>` tells the page (name → detail): nothing. Its controls are plain
 * breadcrumb links, which the page follows as any link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface UniversalHeaderEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<UniversalHeaderEvents> {}
}

/**
 * Dictionary keys of `<mck-universal-header>` with their English defaults: the breadcrumb
 * landmark's name and the editor's placeholder for an empty header.
 */
export const universalHeaderStrings = defineStrings({
  UniversalHeader_Breadcrumb: 'Breadcrumb',
  UniversalHeader_Heading: 'Heading',
});
export const { t } = universalHeaderStrings;
