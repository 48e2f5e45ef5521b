import { editorParts, type PartDocs } from '../../core/host/parts.js';
import { listParts } from '../../core/kits/list/index.js';

/** The parts of `<mck-job-search>`, for `mck-job-search::part(…)`. */
export const jobSearchParts = {
  fallback: 'Holds what the CMS printed until the first jobs are in.',
  base: 'The wrapper.',
  heading: 'The heading.',
  search: 'The search bar (a search form).',
  input: 'The search box (a combobox).',
  clear: 'The button that clears the search text.',
  submit: 'The search button.',
  suggestions: 'The list of job-title suggestions.',
  suggestion: 'One suggestion.',
  filters: 'The row of filter dropdowns.',
  'filter-toggle': 'A dropdown\'s button.',
  'filter-options': 'A dropdown\'s list of options.',
  applied: 'The applied filters and Clear all.',
  tag: 'One applied filter.',
  'tag-remove': 'An applied filter\'s remove button.',
  'clear-all': 'The Clear all button.',
  status: 'Loading, or no jobs match.',
  'error-message': 'The jobs could not be loaded.',
  cards: 'The list of jobs.',
  card: 'One job.',
  interest: 'A job\'s interest.',
  link: 'A job\'s title, linking to the job.',
  preview: 'A job\'s description, cut at 250 characters.',
  cities: 'A job\'s cities (1, 3, 7 or 8 by viewport width).',
  ...listParts,
  ...editorParts,
} satisfies PartDocs;
