import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Locations } from './locations.js';
import { locationsAttributes } from './locations.api.js';
import { locationsStyles } from './locations.styles.js';

/**
 * Locations page (D§2 "Locations and map", D§3 "City office", D§9): an accordion of regions, each
 * opening to its countries, each opening to its city office cards with the address, Tel, Fax, a
 * "Map It" link and the office's extra links. The offices come from the article service
 * (`GET {article}/api/offices`); the United States comes first in North America, and offices
 * flagged `hideFromLocations` are not listed. Until the offices are in, and when the call fails,
 * the widget stays as the CMS printed it (its list of regions).
 *
 * Keyboard: Tab reaches each region's button (and, once open, its countries' buttons and the
 * cards' links); Enter or Space opens or closes it. ARIA disclosure: each button, inside a
 * heading, says whether it is expanded and which panel it controls.
 *
 * Screen readers: the list is a region named by its heading (else "Locations"). Each region and
 * country is a heading holding a button whose aria-expanded says whether its list is open; each
 * office's name is a heading one level further down, followed by its address, and its "Map It" link
 * is named with the office's name. The printed content that shows until the offices are in is
 * aria-busy while they load.
 *
 * @tagname mck-locations
 * @summary Offices by region and country, with address, phone, fax and map links.
 *
 * @slot - The CMS's fallback (heading, region list), shown until the offices are listed and kept when they cannot be.
 *
 * @cssprop --mck-color-accent - Links and the hovered button.
 */
export class LocationsElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Locations,
  attributes: locationsAttributes,
  styles: locationsStyles,
}) {}

registerWidget(LocationsElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-locations': LocationsElement;
  }
}
