/**
 * The public contract of `<mck-unsubscribe-link>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { num, text } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const unsubscribeLinkAttributes = {
  heading: text('', { doc: 'Heading; default from the dictionary (UnsubscribeLink_Heading).' }),
  headingLevel: num(1, { min: 1, max: 6, integer: true, doc: 'Level of the heading, 1 to 6 (the page\'s main heading by default).' }),
  subcode: text('', { doc: 'Alert code(s) to unsubscribe from, comma-separated; default the page URL\'s `subcode` (A§2).' }),
  eid: text('', { doc: 'The encrypted user id; default the page URL\'s `eid`.' }),
};

/** The parts of `<mck-unsubscribe-link>`, for `mck-unsubscribe-link::part(…)`. */
export const unsubscribeLinkParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper; `data-state` is confirm, working, success, error or incomplete.',
  heading: 'The heading.',
  message: 'The question, or the answer (a polite live region).',
  confirm: 'The "Unsubscribe" button of the confirm screen.',
});

/** What `<mck-unsubscribe-link>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface UnsubscribeLinkEvents {
  /** The reader confirmed and the service unsubscribed them from these codes. On the element; bubbles, composed. */
  'mck-unsubscribe-link-done': { codes: string[] };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<UnsubscribeLinkEvents> {}
}

/** Dictionary keys of `<mck-unsubscribe-link>` with their English defaults. */
export const unsubscribeLinkStrings = defineStrings({
  UnsubscribeLink_Heading: 'Unsubscribe',
  UnsubscribeLink_Question: 'Do you want to stop receiving {titles}?',
  UnsubscribeLink_QuestionUnnamed: 'Do you want to stop receiving this email?',
  UnsubscribeLink_Confirm: 'Unsubscribe',
  UnsubscribeLink_Working: 'Unsubscribing…',
  UnsubscribeLink_Success: 'You have been unsubscribed. You will no longer receive this email.',
  UnsubscribeLink_Incomplete: 'This unsubscribe link is incomplete. Please use the full link from your email.',
});
export const { t } = unsubscribeLinkStrings;
