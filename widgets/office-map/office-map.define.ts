import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { OfficeMap } from './office-map.js';
import { officeMapAttributes } from './office-map.api.js';
import { officeMapStyles } from './office-map.styles.js';

/**
 * Office map module (D§2 "Locations and map", D§3 "Map city", D§4 "Map", D§9): a city selector,
 * a map and the chosen city's address panel (address, Tel, Fax, "Map It", the city's own link).
 * It starts on the first city; the map centres on the office with a 65 by 65 marker, at the city's
 * zoom only when the city requires it. The offices come from the article service
 * (`GET {article}/api/offices`); `cities` chooses and orders them (default: every office, United
 * States first in North America). The map is Leaflet drawing land and borders from the world
 * atlas (no tile server, so no third-party request), in a chunk of its own loaded only by a map.
 * Until the offices are in, and when the call fails, the widget stays as the CMS printed it.
 *
 * Keyboard: Tab reaches the selector (arrows choose a city), then the map (arrow keys pan, + and -
 * zoom) and its zoom buttons, then the panel's links. The selector is the primary control; the
 * map is a labelled region that only illustrates it, and the panel is a polite live region.
 *
 * Screen readers: the widget is a region named by its heading (else "Office map"); the selector is
 * a select labelled "Office"; the map is a region named "Map of the … office" for the chosen city.
 * The office panel (name heading, address, Tel, Fax, links) is a polite live region, so choosing a
 * city reads its office; its "Map It" link is named with the city.
 *
 * @tagname mck-office-map
 * @summary City selector, map and address panel of an office.
 *
 * @slot - The CMS's fallback (heading, the first office's address), shown until the offices are in and kept when they cannot be.
 *
 * @cssprop --mck-color-accent - The marker and the links.
 */
export class OfficeMapElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: OfficeMap,
  attributes: officeMapAttributes,
  styles: officeMapStyles,
}) {}

registerWidget(OfficeMapElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-office-map': OfficeMapElement;
  }
}
