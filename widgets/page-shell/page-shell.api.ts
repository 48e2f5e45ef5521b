/**
 * The public contract of `<mck-page-shell>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, oneOf, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** A§2: the footer variants a page can carry. */
export const FOOTER_VARIANTS = ['global', 'alumni', 'careers'] as const;
export type FooterVariant = (typeof FOOTER_VARIANTS)[number];

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const pageShellAttributes = {
  footer: oneOf(FOOTER_VARIANTS, 'global', {
    doc: 'Footer variant (A§2): shows the light-DOM element with `slot="footer-<variant>"`; the CMS may print one or all three.',
  }),
  pageType: text('', {
    doc: 'The page\'s template or section, e.g. `featured-insights` or `our-insights`: those two show the sticky subscription bar (A§2).',
  }),
  hideStickySubscriptionBar: bool(false, {
    doc: 'The CMS field "hide sticky subscription bar": no subscription bar even on the pages that show it.',
  }),
};

/** The parts of `<mck-page-shell>`, for `mck-page-shell::part(…)`. */
export const pageShellParts = /* @__PURE__ */ defineParts({
  'skip-link': 'The "Skip to main content" link, shown when focused.',
  main: 'The main landmark around the page content (absent when the page already has one).',
  'subscription-bar': 'The sticky subscription bar (featured-insights and our-insights pages).',
  footer: 'The footer holding the chosen variant.',
}, editorParts);

/** What `<mck-page-shell>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface PageShellEvents {
  /**
   * A script tried an in-page navigation to another page (history.pushState, A§2: "navigation
   * starts become full page loads"); the shell loads that page in full instead. On the element;
   * bubbles, composed. Fired just before the load.
   */
  'mck-page-shell-full-load': { url: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<PageShellEvents> {}
}

/** Dictionary keys of `<mck-page-shell>` with their English defaults. */
export const pageShellStrings = defineStrings({
  PageShell_SkipToMain: 'Skip to main content',
});
export const { t } = pageShellStrings;
