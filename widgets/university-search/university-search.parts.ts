import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-university-search>`, for `mck-university-search::part(…)`. */
export const universitySearchParts = {
  base: 'The wrapper.',
  label: 'The label of the search box.',
  input: 'The search box (a combobox).',
  hint: 'The hint under the box.',
  listbox: 'The list of suggestions.',
  option: 'One suggested university.',
} satisfies PartDocs;
