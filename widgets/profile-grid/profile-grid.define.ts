import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { ProfileGrid } from './profile-grid.js';
import { profileGridAttributes } from './profile-grid.api.js';
import { profileGridStyles } from './profile-grid.styles.js';

/**
 * People profile card grid (D§2, D§3 "Profile card", D§9): the profiles a template chose by id
 * (`profile-ids`, in its order) or every profile of a `folder`, from the article service
 * (`POST {article}/api/profiles/cards`). It shows `rows` rows of 3 cards on load (default 1), and
 * "Load more" adds `load-more-count` cards, or all the rest when that is 0 (list kit, offset
 * paging); `two-column` lays two cards a row. A card shows the photo (initials when there is none),
 * name, firm title, locations and the CMS's description (sanitised). A public profile's name links
 * to its people page; a private profile's is plain text: no link, nothing to focus (D§2, D§6).
 * Until the first cards are in, and when there are none or the call fails, the grid stays as the
 * CMS printed it; a failed "Load more" keeps the cards and the button.
 *
 * Filters (D§2 "card grid with filters"): above the cards, a select for each of practice, office
 * and role, listing the values the chosen people have, and a name box (`filters` picks which;
 * `[]` none). The service filters, and "Load more" pages through the people who match; the count
 * of matches is shown and said to screen readers when it changes; when nobody matches, "No people
 * match these filters" and "Clear filters" show instead of the cards. `preset-filters` chooses
 * values on load; one whose filter is not shown stays fixed.
 *
 * Keyboard: Tab reaches each filter (arrow keys choose in a select; a name applies once typing
 * pauses, or on Enter), "Clear filters", each public profile's link, then "Load more"; Enter
 * follows a link or loads more.
 *
 * @tagname mck-profile-grid
 * @summary People profile cards by id or folder, with filters and "Load more".
 *
 * @slot - The CMS's fallback (heading, the people as plain links), shown until profiles are listed and kept when there are none.
 *
 * @cssprop --mck-color-accent - "Load more" button and "Clear filters" colour.
 * @cssprop --mck-color-muted - Locations, the count and the filters' borders colour.
 */
export class ProfileGridElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: ProfileGrid,
  attributes: profileGridAttributes,
  styles: profileGridStyles,
}) {}

registerWidget(ProfileGridElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-profile-grid': ProfileGridElement;
  }
}
