import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { AccountMenu } from './account-menu.js';
import { accountMenuAttributes } from './account-menu.api.js';
import { accountMenuStyles } from './account-menu.styles.js';

/**
 * Account side menu (A§2): Profile, Email subscriptions, Saved articles for a signed-in reader,
 * with the reader's name; a sign-in link otherwise. Follows the one shared session, so signing
 * in or out anywhere on the page (or in another tab) updates it.
 *
 * On a protected account page (edit_profile, edit_subscriptions, saved_articles) it marks the
 * current entry (`aria-current="page"`) and sends an anonymous, expired or re-login-required
 * reader to the sign-in prompt carrying the page path (the account kit).
 *
 * Keyboard: Tab reaches each account link (or the sign-in link); Enter follows it.
 *
 * Screen readers: the links are a navigation landmark named by the menu's label, and the entry of
 * the current account page carries aria-current="page". A signed-out reader meets only the sign-in
 * link.
 *
 * @tagname mck-account-menu
 * @summary Account links for the signed-in reader; a sign-in link otherwise.
 *
 * @slot - Server-rendered fallback shown until hydrated.
 *
 * @cssprop --mck-color-accent - Link colour.
 */
export class MckAccountMenuElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: AccountMenu,
  attributes: accountMenuAttributes,
  styles: accountMenuStyles,
}) {}

registerWidget(MckAccountMenuElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-account-menu': MckAccountMenuElement;
  }
}
