import { array, object, optional, pattern, size, string } from 'superstruct';
import { json, num, text } from '../../core/host/attributes.js';
import { OFFICE_ID_PATTERN } from '../../core/contracts/offices.js';
import { CheckedCtaLink, CTA_LINK_TYPE_TEXT } from '../../core/kits/content/index.js';

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
    type: `{ id: string, displayName?: string, mapModuleLink?: ${CTA_LINK_TYPE_TEXT.replaceAll(';', ',')} }[]`,
  }),
};
