import { dialogParts } from '../../core/kits/dialog/index.js';
import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-auth-router>`, for `mck-auth-router::part(…)`. */
export const authRouterParts = {
  ...dialogParts,
  message: 'The text of the thank-you and welcome screens.',
  continue: 'The "Continue" button of the thank-you and welcome screens.',
  'file-link': 'The link to the file on the download and view-file screens.',
  status: 'What the save or file screen says (saving, saved, refused, failed).',
  placeholder: 'Editor mode: the note naming the router, which is invisible to readers.',
} satisfies PartDocs;
