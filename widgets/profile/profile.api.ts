/**
 * The public contract of `<mck-profile>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, num, oneOf, requiredText } from '../../core/host/attributes.js';
import { HERO_MODES } from './profile.hero.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import { listParts } from '../../core/kits/list/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const profileAttributes = {
  profileId: requiredText({ doc: 'Id of the profile the article service answers (`GET {article}/api/profiles/{id}`).' }),
  heroMode: oneOf(HERO_MODES, 'independent', {
    doc: 'How the hero shows the photo (D§2): independent (beside the name), independent-v2 (above it), full-bleed (behind it, across the width), circular-crop (a circle).',
  }),
  headingLevel: num(1, { min: 1, max: 5, integer: true, doc: "Level of the person's name, 1 to 5 (1 on a people page); the sections' headings are one level below." }),
  contactUrl: navigationUrl('', {
    doc: '"Get in touch" without `mck-contact-modal` on the page: the contact page to go to instead (checked like any navigation). Without either, there is no "Get in touch" button.',
  }),
};

/** The parts of `<mck-profile>`, for `mck-profile::part(…)`. */
export const profileParts = /* @__PURE__ */ defineParts({
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
}, listParts, editorParts);

/** What `<mck-profile>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface ProfileEvents {
  /**
   * "Get in touch": the page event `contact:open` (on `window`, and `window.mck.events`) with the
   * person's address (`to`), name (`partnerName`) and `trigger: 'Profile'`; `mck-contact-modal`
   * answers it with the contact form.
   */
  'mck:contact:open': MckEventMap['contact:open'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ProfileEvents> {}
}

/** Dictionary keys of `<mck-profile>` with their English defaults. */
export const profileStrings = defineStrings({
  Profile_About: 'About {name}',
  Profile_Expertise: 'Expertise',
  Profile_AdditionalExpertise: 'Additional expertise',
  Profile_GetInTouch: 'Get in touch',
  Profile_Background: 'Background',
  Profile_PublishedWork: 'Published work',
  Profile_EditorPlaceholder: 'Profile module: shown on the published page',
});
export const { t } = profileStrings;
