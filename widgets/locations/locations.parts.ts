import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-locations>`, for `mck-locations::part(…)`. */
export const locationsParts = {
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
  ...editorParts,
} satisfies PartDocs;
