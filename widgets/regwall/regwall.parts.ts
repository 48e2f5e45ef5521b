import { editorParts, type PartDocs } from '../../core/host/parts.js';
import { dialogParts } from '../../core/kits/dialog/index.js';

/** The parts of `<mck-regwall>`, for `mck-regwall::part(…)`. */
export const regwallParts = {
  base: 'The wall in its place on the page (the box the printed fallback takes).',
  heading: 'The heading in that box.',
  description: 'The description (in the box and in the modal).',
  action: 'The Continue or Get Started button (in the box and in the modal).',
  register: 'The click variant\'s Register button: the keyboard way to the registration modal.',
  home: 'The go-to-home link (in the box and in the modal).',
  note: 'The editor-mode note naming the variant.',
  ...dialogParts,
  ...editorParts,
} satisfies PartDocs;
