/**
 * The public contract of `<mck-relogin-notice>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, oneOf } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const reloginNoticeAttributes = {
  variant: oneOf(['banner', 'inline'], 'banner', {
    doc: '"banner": a full-width bar (a page template\'s top); "inline": a box in the flow of the content.',
  }),
  preview: bool(false, {
    doc: 'Show the notice whatever the session says: for galleries and template previews. Readers never need it.',
  }),
};

/** The parts of `<mck-relogin-notice>`, for `mck-relogin-notice::part(…)`. */
export const reloginNoticeParts = /* @__PURE__ */ defineParts({
  base: 'The notice (role=status).',
  message: 'Why the reader should sign in again.',
  action: 'The "Sign in again" button.',
  dismiss: 'The button that hides the notice for this page view.',
});

/** What `<mck-relogin-notice>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface ReloginNoticeEvents {
  /** The reader dismissed the notice for this page view. On the element; bubbles, composed. */
  'mck-relogin-notice-dismiss': Record<string, never>;
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ReloginNoticeEvents> {}
}

/** Dictionary keys of `<mck-relogin-notice>` with their English defaults. */
export const reloginNoticeStrings = defineStrings({
  ReloginNotice_Message: 'For your security, please sign in again to see your account details.',
  ReloginNotice_SignIn: 'Sign in again',
  ReloginNotice_Dismiss: 'Dismiss',
});
export const { t } = reloginNoticeStrings;
