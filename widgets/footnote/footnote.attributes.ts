import { oneOf, text } from '../../core/host/attributes.js';
import { NOTE_SIDES } from './footnote.placement.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const footnoteAttributes = {
  note: text('', {
    doc: 'The note the marker opens (E§4 footnote tooltips): plain text or the CMS\'s rich-text HTML, which is sanitised before it is shown. Empty: the marker stays plain text (a placeholder in editor mode).',
  }),
  side: oneOf(NOTE_SIDES, 'above', {
    doc: 'Where the note opens: above or below the marker. Near an edge of the screen it flips to the other side (and to the other inline side), so it stays on screen.',
  }),
};
