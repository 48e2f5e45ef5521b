import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { ShareBar } from './share-bar.js';
import { shareBarAttributes } from './share-bar.api.js';
import { shareBarStyles } from './share-bar.styles.js';

/**
 * Share the page to LinkedIn, Facebook and X in a 600×500 popup, or by email (D§4, D§7, D§9).
 *
 * Each network gets the page URL with its own campaign id as `cid` (the hash kept). The first click
 * on a network opens the popup at once (so it is not blocked), asks the short-link service for a
 * short link (`services.shortLink`, bearer `shortLinkToken` from the page config) and then
 * navigates the popup; later clicks reuse that share address. If shortening fails the popup gets the
 * long tracked URL, with no message to the reader (D§8). Facebook gets `app_id` (page config
 * `facebookAppId`) and `display=popup`; X gets `via` (the research-institute handle for MGI sources)
 * and the title, with '#QuoteOfTheDay' on quote-of-the-day paths and the quarterly suffix for its
 * source. Email is a mailto link with Articles_Email_Subject and Articles_Email_Body.
 *
 * Foreign navigation is limited to the three networks' fixed share endpoints (share-bar.links.ts),
 * checked by core's navigation rule with exactly those origins; the popup loses `opener` first.
 *
 * Keyboard: Tab reaches each network's button and the email link; Enter (or Space on buttons) shares.
 *
 * Screen readers: a group named "Share" holding a list; each network's button is named by the
 * network with "(opens a new window)" read but not shown, and the email link is named "Email".
 * Nothing is announced; a blocked popup is named on the console only.
 *
 * @tagname mck-share-bar
 * @summary Share to LinkedIn, Facebook, X (popup, short links) and email.
 *
 * @slot - Server-rendered fallback shown until the widget renders (e.g. plain share links).
 *
 * @cssprop --mck-color-accent - Button colour.
 */
export class ShareBarElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: ShareBar,
  attributes: shareBarAttributes,
  styles: shareBarStyles,
}) {}

registerWidget(ShareBarElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-share-bar': ShareBarElement;
  }
}
