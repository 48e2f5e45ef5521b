/**
 * The public contract of `<mck-regwall>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, navigationUrl, num, text } from '../../core/host/attributes.js';
import { PAGE_TYPE_CLICK, PAGE_TYPE_TIMER, type RegwallMode, TIMER_OFF } from './regwall.rules.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import { dialogParts } from '../../core/kits/dialog/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const regwallAttributes = {
  heading: text('', { doc: 'Heading (E§3 Heading); a generic "Register to keep reading" when empty (a placeholder in editor mode).' }),
  description: text('', { doc: 'Description under the heading (E§3 Description).' }),
  showGoToHomeLink: bool(false, { doc: 'Show a link to the home page (E§3 Show Go To Home Link).' }),
  timer: num(TIMER_OFF, {
    min: TIMER_OFF, integer: true,
    doc: `Seconds before the timer variant blocks the page (E§3 Timer, E§9); ${TIMER_OFF} (the default) is off: that variant then never blocks.`,
  }),
  pageType: text('', { doc: `E§3 Page Type: "${PAGE_TYPE_TIMER}" picks the timer variant, "${PAGE_TYPE_CLICK}" the click variant (a click on the overlay opens the registration modal); any other value the default wall.` }),
  getStarted: bool(false, { doc: 'Label the button "Get Started" instead of "Continue" (E§2 "for some users": the spec does not say which, so the CMS decides per audience).' }),
  homeUrl: navigationUrl('/', { doc: 'Where the home link, Esc and the close button go (the only ways past the wall besides signing in); default "/".' }),
};

/** The parts of `<mck-regwall>`, for `mck-regwall::part(…)`. */
export const regwallParts = /* @__PURE__ */ defineParts({
  base: 'The wall in its place on the page (the box the printed fallback takes).',
  heading: 'The heading in that box.',
  description: 'The description (in the box and in the modal).',
  action: 'The Continue or Get Started button (in the box and in the modal).',
  register: 'The click variant\'s Register button: the keyboard way to the registration modal.',
  home: 'The go-to-home link (in the box and in the modal).',
  note: 'The editor-mode note naming the variant.',
}, dialogParts, editorParts);

/** What `<mck-regwall>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface RegwallEvents {
  /** The wall started blocking the page (its variant). On the element; bubbles, composed. */
  'mck-regwall-show': { mode: RegwallMode };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<RegwallEvents> {}
}

/** Dictionary keys of `<mck-regwall>` with their English defaults. */
export const regwallStrings = defineStrings({
  Regwall_DefaultHeading: 'Register to keep reading',
  Regwall_Continue: 'Continue',
  Regwall_GetStarted: 'Get Started',
  Regwall_Register: 'Register',
  Regwall_GoToHome: 'Go to the home page',
  Regwall_EditorNote: 'Registration wall ({mode}): signed-out readers see it; it never blocks in editor mode.',
});
export const { t } = regwallStrings;
