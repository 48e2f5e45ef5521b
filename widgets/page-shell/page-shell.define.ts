import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { PageShell } from './page-shell.js';
import { pageShellAttributes } from './page-shell.api.js';
import { pageShellStyles } from './page-shell.styles.js';

/**
 * Page shell (A§2, A§6): the frame every page shares. A "Skip to main content" link (the first
 * tab stop when the shell is the body's first element), the main landmark around the page content,
 * the footer variant, the sticky subscription bar on featured-insights and our-insights pages, the
 * page's live regions for announcements (`announce()` of core/page/announce.ts), the document
 * language and right to left for Arabic, the content hidden while the session is validating (at
 * most a few seconds), and same-document page changes turned into full page loads.
 *
 * When the CMS already printed a `<main>` around the shell, the shell adds no second one: the skip
 * link goes to that one. In page-editing mode the subscription bar is off and an empty footer
 * shows a placeholder.
 *
 * Keyboard: Tab first reaches the skip link (shown while focused); Enter moves focus to the main
 * content.
 *
 * Screen readers: the skip link is named "Skip to main content"; the content sits in the main
 * landmark (the shell's own, or the CMS's) and the footer in a contentinfo footer unless inside a
 * CMS main. While the session is validating the content and footer are visibility-hidden (unread)
 * and the content is aria-busy. The shell creates the page's live regions, through which widgets
 * announce.
 *
 * @tagname mck-page-shell
 * @summary Skip link, main landmark, footer variant, subscription bar, live regions, language.
 *
 * @slot - The page content, inside the main landmark.
 * @slot header - The site header, before the main landmark.
 * @slot subscription-bar - The sticky subscription bar's content.
 * @slot footer-global - The global footer.
 * @slot footer-alumni - The alumni footer.
 * @slot footer-careers - The careers footer.
 *
 * @cssprop --mck-color-focus - Skip link border and focus ring.
 * @cssprop --mck-color-accent - Skip link text.
 */
export class MckPageShellElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: PageShell,
  attributes: pageShellAttributes,
  styles: pageShellStyles,
}) {}

registerWidget(MckPageShellElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-page-shell': MckPageShellElement;
  }
}
