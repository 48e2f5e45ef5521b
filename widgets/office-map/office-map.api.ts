/**
 * The public contract of `<mck-office-map>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { array, object, optional, pattern, size, string } from 'superstruct';
import { json, num, text } from '../../core/host/attributes.js';
import { OFFICE_ID_PATTERN } from '../../core/contracts/offices.js';
import { CheckedCtaLink } from '../../core/kits/content/index.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** D§3 "Map city": which office (its id in the offices service), its label and an optional link. */
export const MapCity = object({
  id: pattern(size(string(), 1, 60), OFFICE_ID_PATTERN),
  displayName: optional(size(string(), 0, 200)),
  mapModuleLink: optional(CheckedCtaLink),
});
export const MapCities = size(array(MapCity), 0, 300);

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const officeMapAttributes = {
  heading: text('', { doc: 'Heading above the map.' }),
  headingLevel: num(2, { min: 2, max: 5, integer: true, doc: "Level of the heading, 2 to 5; the address panel's city name is one level below." }),
  cities: json(MapCities, [], {
    doc: "The cities the selector offers, in order (D§3 Map city): the office's id, the name shown (default the office's) and a link shown in the address panel. Empty: every office, United States first in North America. The map starts on the first.",
    // Commas, not semicolons, between members: the typings generator takes only such type texts.
  }),
};

/** The parts of `<mck-office-map>`, for `mck-office-map::part(…)`. */
export const officeMapParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper, once the offices are in.',
  fallback: "The CMS's own content, shown until the offices are in and kept when they cannot be.",
  heading: 'The heading.',
  selector: 'The city selector: its label and its list.',
  select: 'The list of cities (a native select).',
  map: 'The map (Leaflet, drawn from the world atlas; supplementary to the selector and the panel).',
  attribution: "The map data's source, over the map's lower corner.",
  panel: 'The address panel of the chosen city.',
  city: "The panel's city name.",
  address: "The office's address, one line per address line.",
  phone: "The office's phone number (Tel).",
  fax: "The office's fax number (Fax).",
  'map-link': 'The "Map It" link (a map site, in a new window).',
  'city-link': "The city's own link, when the page author gave one (mapModuleLink).",
}, editorParts);

/** What `<mck-office-map>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface OfficeMapEvents {
  /** The reader chose another city in the selector: its office id and the name shown. On the element; bubbles, composed. */
  'mck-office-map-select': { id: string; name: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<OfficeMapEvents> {}
}

/** Dictionary keys of `<mck-office-map>` with their English defaults (D§2: Tel, Fax, Map It). */
export const officeMapStrings = defineStrings({
  OfficeMap_Label: 'Office map',
  OfficeMap_ChooseOffice: 'Office',
  OfficeMap_MapLabel: 'Map of the {city} office',
  OfficeMap_ZoomIn: 'Zoom in',
  OfficeMap_ZoomOut: 'Zoom out',
  OfficeMap_Attribution: 'Map data: Natural Earth',
  OfficeMap_Tel: 'Tel',
  OfficeMap_Fax: 'Fax',
  OfficeMap_MapIt: 'Map It',
});
export const { t } = officeMapStrings;
