import type { PartDocs } from '../../host/parts.js';
import { formParts } from '../form/index.js';

/** Parts the registration kit's components render (with the form kit's); a widget using them spreads these. */
export const registrationParts = {
  ...formParts,
  consent: 'The consent checkbox with its label.',
  checkbox: 'A checkbox (consent, a subscription).',
  suggestions: 'The organization suggestions list.',
  suggestion: 'One organization suggestion.',
  privacy: 'The privacy text.',
  'privacy-link': 'The link to the privacy policy.',
  subscriptions: 'The subscription choices.',
  'subscriptions-legend': "The subscription choices' heading.",
  subscription: 'One subscription choice.',
} as const satisfies PartDocs;
