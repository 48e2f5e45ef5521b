import { num, text } from '../../core/host/attributes.js';
import { MAX_SUGGESTIONS, SUGGESTIONS_SHOWN } from './university-search.calls.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const universitySearchAttributes = {
  label: text('', { doc: 'Visible label of the search box; empty: "University" from the dictionary.' }),
  maxSuggestions: num(SUGGESTIONS_SHOWN, {
    min: 1, max: MAX_SUGGESTIONS, integer: true, doc: `Suggestions listed at most, 1 to ${MAX_SUGGESTIONS}.`,
  }),
};
