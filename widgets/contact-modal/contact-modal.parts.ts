import type { PartDocs } from '../../core/host/parts.js';
import { contactFormParts } from '../../core/kits/contact-form/index.js';
import { dialogParts } from '../../core/kits/dialog/index.js';

/** The parts of `<mck-contact-modal>`, for `mck-contact-modal::part(…)`. */
export const contactModalParts = {
  trigger: 'The element\'s own "get in touch" button (with a `to` attribute).',
  ...dialogParts,
  ...contactFormParts,
} satisfies PartDocs;
