import type { PartDocs } from '../../core/host/parts.js';
import { formParts } from '../../core/kits/form/index.js';

/** The parts of `<mck-one-click-subscribe>`, for `mck-one-click-subscribe::part(…)`; the sign-up form's come from the form kit. */
export const oneClickSubscribeParts = {
  ...formParts,
  base: 'The block: the sign-up form, the one-click offer or the subscribed message.',
  heading: 'The heading.',
  status: '"Subscribe to … with one click." or "You are subscribed to …".',
  manage: 'The "Manage subscriptions" link a subscribed reader sees.',
  subscribe: 'The one-click "Subscribe" button of a signed-in reader.',
} satisfies PartDocs;
