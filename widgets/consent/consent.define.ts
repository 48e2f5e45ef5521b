import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { ConsentManager } from './consent.js';
import { consentAttributes } from './consent.api.js';
import { consentStyles } from './consent.styles.js';

/**
 * Cookie consent (A§4, A§7): a banner with the consent groups (strictly necessary, always on;
 * performance C0002; functional C0003; marketing C0004), accept all, reject all and save.
 *
 * Before a choice the geo-IP default applies: opt-in countries (EU/EEA, UK, Switzerland, Brazil)
 * and an unknown place (the lookup failed) start with every optional group off, elsewhere on. In
 * California marketing is forced off. When the marketing group changes, the cookies of every group
 * that is off are deleted, and again after 500 ms; analytics cookies go whenever C0002 is off.
 * The consent provider's script for this domain (Brazil, Germany, dot-org or default) always loads;
 * the tag manager, launch tag, ad pixel and chat widget (flag `mck_botsonic`) only when their group
 * is on. The choice is kept for a year in the `mck_consent` cookie; after it the banner folds into
 * a "Cookie settings" button. In page-editing mode no script loads and a note shows instead.
 *
 * Keyboard: Tab through the checkboxes and buttons; Space ticks, Enter or Space presses. After
 * saving, focus goes to "Cookie settings".
 *
 * Screen readers: the banner is a region named by its level-2 heading "Cookie consent"; each group
 * is a labelled checkbox (the necessary one checked and disabled; a group switched off in
 * California is described by its note). Saving announces "Your cookie choices were saved." through
 * the page's live region; afterwards only a "Cookie settings" button remains.
 *
 * @tagname mck-consent
 * @summary Consent groups, geo default, cookie deletion and third-party scripts only when allowed.
 *
 * @slot - Server-rendered fallback shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Button colour.
 */
export class MckConsentElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: ConsentManager,
  attributes: consentAttributes,
  styles: consentStyles,
}) {}

registerWidget(MckConsentElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-consent': MckConsentElement;
  }
}
