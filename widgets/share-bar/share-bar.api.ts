/**
 * The public contract of `<mck-share-bar>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, oneOf, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { Network } from './share-bar.links.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's.
 * The spec leaves the campaign ids and handles unshown (D§7, D§9): these defaults are our choice,
 * and a CMS page sets its own from its share configuration (LinkedInCID, FacebookCID, TwitterCID).
 */
export const shareBarAttributes = {
  url: navigationUrl('', { doc: 'The page to share; default this page (`location.href`). Same rule as navigation: this origin or the config\'s `navigationOrigins`.' }),
  pageTitle: text('', { doc: 'Title used in the tweet and the email (D§7 pageTitle / ogTitle); default `document.title`.' }),
  source: text('', { doc: 'The article\'s source publication: "MGI Research" or "MGI In the News" tweet via the research-institute handle; the quarterly publication adds its suffix to the tweet (D§9).' }),
  heading: text('', { doc: 'Visible heading above the buttons, e.g. "Share this article"; none when empty (a placeholder in editor mode).' }),
  layout: oneOf(['horizontal', 'vertical'], 'horizontal', { doc: 'Buttons in a row, or stacked (the sticky side bar).' }),
  linkedinCid: text('other-soc-lkn', { doc: 'Campaign id set as `cid` on the URL shared to LinkedIn (D§7 LinkedInCID).' }),
  facebookCid: text('other-soc-fbk', { doc: 'Campaign id set as `cid` on the URL shared to Facebook (D§7 FacebookCID).' }),
  twitterCid: text('other-soc-twr', { doc: 'Campaign id set as `cid` on the URL shared to X (D§7 TwitterCID).' }),
  brandHandle: text('McKinsey', { doc: 'The X handle tweets go `via` (D§9 "the brand handle").' }),
  researchHandle: text('McKinseyMGI', { doc: 'The X handle for research-institute sources (D§9).' }),
  quarterlySource: text('McKinsey Quarterly', { doc: 'The source name of the quarterly publication (D§9).' }),
  quarterlySuffix: text('| McKinsey Quarterly', { doc: 'Appended to the tweet text when `source` is `quarterly-source` (D§9 "quarterly-publication suffix").' }),
};

/** The parts of `<mck-share-bar>`, for `mck-share-bar::part(…)`. */
export const shareBarParts = /* @__PURE__ */ defineParts({
  base: 'The group of share controls.',
  heading: 'The heading, when `heading` is set.',
  list: 'The list of networks.',
  button: 'Each network\'s share button (LinkedIn, Facebook, X).',
  email: 'The email share link.',
}, editorParts);

/** What `<mck-share-bar>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface ShareBarEvents {
  /**
   * The reader shared the page: `network` (linkedin, facebook, x or email) and the `link` shared
   * (the short link, or the long tracked URL when shortening failed). On the element; bubbles, composed.
   */
  'mck-share-bar-share': { network: Network | 'email'; link: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ShareBarEvents> {}
}

/** Dictionary keys of `<mck-share-bar>` with their English defaults. */
export const shareBarStrings = defineStrings({
  ShareBar_Label: 'Share',
  ShareBar_LinkedIn: 'LinkedIn',
  ShareBar_Facebook: 'Facebook',
  ShareBar_X: 'X',
  ShareBar_Email: 'Email',
  ShareBar_OpensPopup: '(opens a new window)',
  /** D§7: the email's subject, from the page title. */
  Articles_Email_Subject: '{title}',
  /** D§7: the email's body, from the title and the URL. */
  Articles_Email_Body: 'I thought you would find this interesting: {title} {url}',
});
export const { t } = shareBarStrings;
