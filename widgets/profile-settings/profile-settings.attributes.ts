import { bool, num, oneOf, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const profileSettingsAttributes = {
  heading: text('', { doc: 'Heading of the profile form; default from the dictionary (ProfileSettings_Heading).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the headings, 2 to 6 (the linked-accounts heading too).' }),
  mqMode: bool(false, { doc: 'MQ mode (A§3, A§5): no password field, and saves send no password.' }),
  whenSignedOut: oneOf(['prompt', 'hide'] as const, 'prompt', {
    doc: 'A protected page (A§2): `prompt` sends an anonymous or expired visitor to the sign-in prompt carrying the page path; `hide` renders nothing instead (previews, galleries).',
  }),
  campaignId: text('', { doc: 'Campaign id sent as `metadata.cid` with each save (A§7); empty = none.' }),
};
