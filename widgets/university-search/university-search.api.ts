/**
 * The public contract of `<mck-university-search>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { num, text } from '../../core/host/attributes.js';
import { MAX_SUGGESTIONS, SUGGESTIONS_SHOWN } from './university-search.calls.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const universitySearchAttributes = {
  label: text('', { doc: 'Visible label of the search box; empty: "University" from the dictionary.' }),
  maxSuggestions: num(SUGGESTIONS_SHOWN, {
    min: 1, max: MAX_SUGGESTIONS, integer: true, doc: `Suggestions listed at most, 1 to ${MAX_SUGGESTIONS}.`,
  }),
};

/** The parts of `<mck-university-search>`, for `mck-university-search::part(…)`. */
export const universitySearchParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper.',
  label: 'The label of the search box.',
  input: 'The search box (a combobox).',
  hint: 'The hint under the box.',
  listbox: 'The list of suggestions.',
  option: 'One suggested university.',
});

/** What `<mck-university-search>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface UniversitySearchEvents {
  /** The reader chose a university (Enter on a suggestion, or a click). On the element; bubbles, composed. */
  'mck-university-search-select': { name: string; url: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<UniversitySearchEvents> {}
}

/** Dictionary keys of `<mck-university-search>` with their English defaults. */
export const universitySearchStrings = defineStrings({
  UniversitySearch_Label: 'University',
  UniversitySearch_Hint: 'Type at least 3 letters, then choose with the arrow keys and Enter.',
  UniversitySearch_Suggestions: 'Universities',
});
export const { t } = universitySearchStrings;
