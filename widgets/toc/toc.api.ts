/**
 * The public contract of `<mck-toc>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { AttributeError, type AttributeKind, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** A CSS selector attribute: absent → the fallback; one the browser cannot parse is an error. */
function selector(fallback: string, doc: string): AttributeKind<string> {
  const kind = text(fallback, { doc });
  return {
    ...kind,
    parse(raw) {
      const value = kind.parse(raw).trim();
      if (!value) return fallback;
      try {
        document.createDocumentFragment().querySelector(value);
      } catch {
        throw new AttributeError(`is not a valid CSS selector: "${value.slice(0, 200)}"`);
      }
      return value;
    },
  };
}

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const tocAttributes = {
  headings: selector('h2', 'Which headings are listed, as a CSS selector matched inside the scope (e.g. `h2, h3`); `h2` by default. Headings inside the tag itself are never listed.'),
  scope: selector('', 'Where the headings are looked for, as a CSS selector (the first match); by default the `article` or `main` the tag sits in, else the first on the page, else the body.'),
  label: text('', { doc: 'The list\'s title, e.g. "In this article"; "Contents" from the dictionary when empty.' }),
};

/** The parts of `<mck-toc>`, for `mck-toc::part(…)`. */
export const tocParts = /* @__PURE__ */ defineParts({
  base: 'The navigation landmark.',
  title: 'The list\'s title ("Contents").',
  list: 'The list of sections.',
  link: 'A link to a section; the one being read has `aria-current="true"`.',
}, editorParts);

/**
 * What `<mck-toc>` tells the page (name → detail): nothing. Its links go to the sections as page
 * anchors do (the URL's hash changes).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface TocEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<TocEvents> {}
}

/** Dictionary keys of `<mck-toc>` with their English defaults. */
export const tocStrings = defineStrings({
  Toc_Title: 'Contents',
  /** The editor placeholder's field name when the article has no headings to list yet. */
  Toc_Headings: 'Headings',
});
export const { t } = tocStrings;
