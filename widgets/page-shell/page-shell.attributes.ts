import { bool, oneOf, text } from '../../core/host/attributes.js';

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
