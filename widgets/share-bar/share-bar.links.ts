/**
 * The share addresses (D§7, D§9), pure: what each network's popup opens, built only from the
 * fixed endpoints below. These are the one place foreign origins are navigated to: the popup is
 * checked against exactly this list (core/page/navigation.ts with `allowedOrigins` = SHARE_ORIGINS),
 * never against the page config's `navigationOrigins`.
 */

export type Network = 'linkedin' | 'facebook' | 'x';
export const NETWORKS: readonly Network[] = ['linkedin', 'facebook', 'x'];

/** The networks' share endpoints (D§7). */
export const SHARE_ENDPOINTS: Readonly<Record<Network, string>> = {
  linkedin: 'https://www.linkedin.com/shareArticle',
  facebook: 'https://www.facebook.com/dialog/share',
  x: 'https://x.com/intent/tweet',
};
export const SHARE_ORIGINS: readonly string[] = Object.values(SHARE_ENDPOINTS).map((u) => new URL(u).origin);

/** D§9: these sources tweet via the research-institute handle. */
export const RESEARCH_SOURCES: readonly string[] = ['MGI Research', 'MGI In the News'];
export const QUOTE_OF_THE_DAY_TAG = '#QuoteOfTheDay';

export interface ShareRules {
  /** The page's title (tweet text, email). */
  title: string;
  source: string;
  facebookAppId: string;
  brandHandle: string;
  researchHandle: string;
  quarterlySource: string;
  quarterlySuffix: string;
}

/** The page URL with `cid` set to the network's campaign id; the hash is kept (D§7). */
export function trackedUrl(pageUrl: string, cid: string): string {
  const url = new URL(pageUrl);
  if (cid) url.searchParams.set('cid', cid);
  return url.href;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** D§9: the research-institute handle for its sources, else the brand's. */
export const viaHandle = (rules: ShareRules) =>
  RESEARCH_SOURCES.some((s) => sameText(s, rules.source)) ? rules.researchHandle : rules.brandHandle;

/** D§7/D§9: the title, '#QuoteOfTheDay' on quote-of-the-day paths, the quarterly suffix for its source. */
export function tweetText(rules: ShareRules, pagePath: string): string {
  const parts = [rules.title];
  if (pagePath.toLowerCase().includes('quote-of-the-day')) parts.push(QUOTE_OF_THE_DAY_TAG);
  if (rules.quarterlySource && sameText(rules.source, rules.quarterlySource) && rules.quarterlySuffix) parts.push(rules.quarterlySuffix);
  return parts.filter(Boolean).join(' ');
}

/** What the popup opens for `network`, sharing `link` (the short link, or the long tracked URL). */
export function shareAddress(network: Network, link: string, rules: ShareRules, pagePath: string): string {
  const url = new URL(SHARE_ENDPOINTS[network]);
  const params = url.searchParams;
  if (network === 'linkedin') {
    params.set('mini', 'true');
    params.set('url', link);
  } else if (network === 'facebook') {
    if (rules.facebookAppId) params.set('app_id', rules.facebookAppId);
    params.set('display', 'popup');
    params.set('href', link);
  } else {
    params.set('url', link);
    params.set('via', viaHandle(rules));
    params.set('text', tweetText(rules, pagePath));
  }
  return url.href;
}

/** The email share: a mailto link whose subject and body the caller has translated (D§7). */
export const mailtoHref = (subject: string, body: string) =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** D§9: the popup is 600 by 500, centred over the window when it can be. */
export function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'> = window): string {
  const [width, height] = [600, 500];
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
