import type { PartDocs } from '../../host/parts.js';

/** Parts the dialog kit's `<Dialog>` renders; a widget using it spreads these into its parts. */
export const dialogParts = {
  dialog: 'The modal `<dialog>`.',
  'dialog-title': "The dialog's title.",
  'dialog-body': "The dialog's content.",
  'dialog-close': 'The close button.',
} as const satisfies PartDocs;
