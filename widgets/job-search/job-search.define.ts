import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { JobSearch } from './job-search.js';
import { jobSearchAttributes } from './job-search.api.js';
import { jobSearchStyles } from './job-search.styles.js';

/**
 * Job search (D§2 "Job search page", D§4, D§7–D§9): a search bar with job-title suggestions,
 * filter dropdowns (location: continents, countries and cities with All; interest categories and
 * interests; industries; functions) with facet counts, the applied filters as tags with Clear all,
 * the result count, job cards (title linking to `/careers/search-jobs/jobs/<job>`, the first 250 characters of
 * what you will do, interest, cities) and Load More, 20 jobs a page, in the page's language (de
 * or en). The search lives in the page URL (`page`, `query` and one parameter per filter): a link
 * opens it, back and forward restore it. Picking a parent filter drops its related parent and child
 * filters. A failed call shows 'Error: No Jobs Data Found'; a failed master list leaves the filters
 * empty; failed suggestions show none.
 *
 * Keyboard: type to get suggestions; ↓ and ↑ move through them and wrap; Enter searches the
 * highlighted one or the text; Escape clears the search. Each filter button opens its dropdown
 * (one at a time); Space picks an option, which applies it and closes the dropdown; Escape closes
 * it; focus returns to the button. Each applied tag has a remove button; then Clear all, the job
 * links and Load More.
 *
 * Screen readers: the widget is a region named by its heading (else "Job search") with a search
 * landmark of the same name; the input is a combobox "Search jobs by keyword or title" with a
 * listbox "Job titles". Filters (group "Filter jobs") are buttons whose aria-expanded opens a list
 * of labelled checkboxes; each applied filter's button is named "Remove filter" with the value. The
 * count is announced through the page's live region; "Looking for jobs…" and "no jobs" are
 * role=status messages, a failure a role=alert one.
 *
 * @tagname mck-job-search
 * @summary Job search with suggestions, filters, applied tags, count, job cards and Load More.
 *
 * @slot - The CMS's fallback (a plain search form that submits `query` to the page), shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Search and Load More buttons, Clear all.
 * @cssprop --mck-color-subtle - Applied tags, the highlighted suggestion.
 */
export class JobSearchElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: JobSearch,
  attributes: jobSearchAttributes,
  styles: jobSearchStyles,
}) {}

registerWidget(JobSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-job-search': JobSearchElement;
  }
}
