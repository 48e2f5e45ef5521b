import { navigationUrl, oneOf, text } from '../../core/host/attributes.js';

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
