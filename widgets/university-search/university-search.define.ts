import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { UniversitySearch } from './university-search.js';
import { universitySearchAttributes } from './university-search.api.js';
import { universitySearchStyles } from './university-search.styles.js';

/**
 * University search bar (D§3, D§4, D§5): a combobox over the university list
 * (`GET {search}/universities`, fetched once). Once the text is longer than 2 characters it
 * suggests the universities whose names hold it (case-insensitive), 500 ms after the last
 * keystroke; choosing one fires `mck-university-search-select` with its name and URL.
 *
 * Keyboard: type; Arrow Down and Arrow Up move through the suggestions (wrapping); Enter chooses
 * the highlighted one; Escape closes the list.
 *
 * Screen readers: the field is a combobox named by its label ("University" by default) and
 * described by the hint "Type at least 3 letters, then choose with the arrow keys and Enter.";
 * aria-expanded says whether the listbox "Universities" is open, and the highlighted option is its
 * aria-activedescendant. The number of suggestions is not announced.
 *
 * @tagname mck-university-search
 * @summary A university search box with suggestions from 3 characters.
 *
 * @slot - The CMS's fallback (a plain text field with its label), shown until the widget renders.
 *
 * @cssprop --mck-color-focus - Focus ring and highlighted suggestion outline.
 */
export class UniversitySearchElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: UniversitySearch,
  attributes: universitySearchAttributes,
  styles: universitySearchStyles,
}) {}

registerWidget(UniversitySearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-university-search': UniversitySearchElement;
  }
}
