import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Regwall } from './regwall.js';
import { regwallAttributes } from './regwall.api.js';
import { regwallStyles } from './regwall.styles.js';

/**
 * The registration wall (E§2, E§3, E§4, E§6, E§9): heading, description and a Continue button to
 * the sign-in route (`#/signin`; "Get Started" with `get-started`), optionally a link home.
 *
 * Only visitors without a session see it (the shared session signal: signing in anywhere on the
 * page removes it at once); premium readers never do; nobody while the session check runs. Page
 * Type picks the variant: the default wall blocks at once; "UB Page enabled by Timer" blocks after
 * `timer` seconds (-1, the default, is off: it never blocks); "UB Page enabled by click" blocks at
 * once and a click on the overlay opens the registration modal (`#/registration-modal`, the auth
 * router's route; a Register button does the same by keyboard).
 *
 * Blocking is the dialog kit's modal: the page behind is inert and focus stays in the wall. Esc
 * and the close button go to `home-url` (leaving is the only way past it besides signing in).
 * While the hash is an auth-router route (`#/…`) the wall steps aside so that screen can be used;
 * it comes back when the route closes. In place it shows the same content in the box the printed
 * fallback takes; the article around it stays in the HTML for crawlers. In editor mode it never
 * blocks and names its variant. The modal fades in, except under reduced motion.
 *
 * Keyboard: Tab moves between Continue, Register, the home link and Close inside the modal (never
 * out of it); Enter or Space uses them; Esc goes home.
 *
 * Screen readers: the wall is a section named by its heading. Once it is due it opens as a modal
 * dialog named by the heading, with focus on Continue (or Get Started); the rest of the page, the
 * in-place wall included, is inert behind it, and the close button is named "Close".
 *
 * @tagname mck-regwall
 * @summary Registration wall for signed-out readers: default, on click, on timer.
 *
 * @slot - Server-rendered fallback shown until the widget renders (the wall's text and a sign-in link).
 *
 * @cssprop --mck-color-accent - Button colour.
 */
export class RegwallElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Regwall,
  attributes: regwallAttributes,
  styles: regwallStyles,
}) {}

registerWidget(RegwallElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-regwall': RegwallElement;
  }
}
