/**
 * The public contract of `<mck-locations>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { AttributeError, type AttributeKind, num, text } from '../../core/host/attributes.js';
import { OFFICE_ID_PATTERN } from '../../core/contracts/offices.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

const REGION_DOC = "Show one region's offices only: its id (`north-america`, `europe`, …). Empty: every region.";

/** A region id, or empty; anything else is a malformed attribute. */
const regionId: AttributeKind<string> = {
  ...text('', { doc: REGION_DOC }),
  parse(raw) {
    const value = raw == null ? '' : String(raw).trim();
    if (value && !OFFICE_ID_PATTERN.test(value)) {
      throw new AttributeError(`expected a region id (lower-case words joined by "-"), got "${value.slice(0, 60)}"`);
    }
    return value;
  },
};

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const locationsAttributes = {
  heading: text('', { doc: 'Heading above the regions.' }),
  headingLevel: num(2, { min: 2, max: 5, integer: true, doc: "Level of the heading, 2 to 5; regions, countries and cities are headed one, two and three levels below (at most 6)." }),
  region: regionId,
};

/** The parts of `<mck-locations>`, for `mck-locations::part(…)`. */
export const locationsParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper, once the offices are listed.',
  fallback: "The CMS's own content, shown until the offices are listed and kept when they cannot be.",
  heading: 'The heading.',
  regions: 'The list of regions.',
  region: 'One region.',
  'region-toggle': "A region's button: shows or hides its countries.",
  'region-panel': "A region's countries, when shown.",
  countries: "The list of a region's countries.",
  country: 'One country.',
  'country-toggle': "A country's button: shows or hides its city offices.",
  'country-panel': "A country's city offices, when shown.",
  cards: "The list of a country's city office cards.",
  card: 'One city office card.',
  city: "A card's city name.",
  address: "A card's address, one line per address line.",
  phone: "A card's phone number (Tel).",
  fax: "A card's fax number (Fax).",
  'map-link': 'A card\'s "Map It" link (a map site, in a new window).',
  links: "A card's list of the office's extra links.",
  link: 'One of those links.',
}, editorParts);

/**
 * What `<mck-locations>` tells the page (name → detail): nothing. Opening a region or a country
 * only changes the widget; its links are plain links.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface LocationsEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<LocationsEvents> {}
}

/** Dictionary keys of `<mck-locations>` with their English defaults (D§2: Tel, Fax, Map It). */
export const locationsStrings = defineStrings({
  Locations_Label: 'Locations',
  Locations_Tel: 'Tel',
  Locations_Fax: 'Fax',
  Locations_MapIt: 'Map It',
});
export const { t } = locationsStrings;
