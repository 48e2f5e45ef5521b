import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-office-map>`, for `mck-office-map::part(…)`. */
export const officeMapParts = {
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
  ...editorParts,
} satisfies PartDocs;
