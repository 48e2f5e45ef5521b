import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Profile } from './profile.js';
import { profileAttributes } from './profile.api.js';
import { profileStyles } from './profile.styles.js';

/**
 * People profile page (D§2 "People profiles", D§3 "Profile", D§4 "Published work list"): the
 * profile from the article service (`GET {article}/api/profiles/{id}`) in one of the four hero
 * modes, with about and background (the CMS's HTML, sanitised), the expertise list in area A, in
 * area C or in the sidebar as the profile places it, and the published work: fetched from the
 * service when the profile says so (`…/published-work`), else parsed from the editor's text (one
 * item per line, `title|URL|source|date`; a malformed line is named on the console and skipped);
 * 8 items, and each "Load more" adds 8 (list kit).
 *
 * "Get in touch" (when the profile enables the contact form) emits the page event `contact:open`
 * `{ to, partnerName, trigger: 'Profile' }`, which `mck-contact-modal` answers with the contact
 * form. A page without that element has nothing to open, so the button then also goes to
 * `contact-url` (the template's contact page, through the navigation check); with neither, the
 * button is not shown. In editor mode the module is hidden behind a placeholder (D§6). Until the
 * profile is in, and when the call fails, the page shows what the CMS printed inside the tag.
 *
 * Keyboard: Tab reaches "Get in touch", each published work link, then "Load more"; Enter uses them.
 *
 * Screen readers: the profile is an article whose hero is its header, with the person's name as a
 * heading and the photo decorative (alt=""); about, expertise, background and published work each
 * come under their own heading. The published work is a list; "Load more" is aria-busy while a page
 * loads and a failed page's message is an alert. While the profile loads, the CMS's content is
 * marked aria-busy.
 *
 * @tagname mck-profile
 * @summary A person's profile page: hero, about, expertise, get in touch, background, published work.
 *
 * @slot - The CMS's fallback (the person's name, title and text), shown until the profile is loaded and kept when it cannot be.
 *
 * @cssprop --mck-color-accent - "Get in touch" and "Load more" colour.
 * @cssprop --mck-color-muted - Locations and published work details colour.
 */
export class ProfileElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Profile,
  attributes: profileAttributes,
  styles: profileStyles,
}) {}

registerWidget(ProfileElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-profile': ProfileElement;
  }
}
