import { editorParts, type PartDocs } from '../../core/host/parts.js';
import { listParts } from '../../core/kits/list/index.js';

/** The parts of `<mck-profile>`, for `mck-profile::part(…)`. */
export const profileParts = {
  base: 'The profile, once loaded.',
  fallback: "The CMS's own content, shown until the profile is loaded and kept when it cannot be.",
  hero: 'The hero (`data-mode`: independent, independent-v2, full-bleed, circular-crop).',
  photo: "The person's photo (absent when there is none).",
  name: "The person's name.",
  'eng-name': 'The name in English, when the name is in another script.',
  'firm-title': 'The firm title.',
  locations: 'The locations.',
  'get-in-touch': 'The "Get in touch" button.',
  'area-a': 'The main column: about, background, published work (and expertise in area A).',
  'area-c': 'The area below the main column, holding the expertise in area C.',
  sidebar: 'The sidebar, holding the expertise when it is placed there.',
  'section-heading': "A section's heading.",
  about: 'The about section (the CMS\'s HTML, sanitised).',
  background: 'The background section (the CMS\'s HTML, sanitised).',
  expertise: 'The expertise section (`data-position`: area-a, area-c or sidebar).',
  'expertise-list': 'A list of expertise.',
  'additional-heading': 'The label over the additional expertise.',
  'published-work': 'The published work section.',
  'work-list': 'The list of published work.',
  'work-item': 'One published work item.',
  'work-title': "An item's title.",
  'work-link': "An item's link.",
  'work-meta': "An item's source, type and date.",
  ...listParts,
  ...editorParts,
} satisfies PartDocs;
