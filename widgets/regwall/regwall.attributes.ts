import { bool, navigationUrl, num, text } from '../../core/host/attributes.js';
import { PAGE_TYPE_CLICK, PAGE_TYPE_TIMER, TIMER_OFF } from './regwall.rules.js';

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
