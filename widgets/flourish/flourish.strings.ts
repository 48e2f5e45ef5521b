import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-flourish>` with their English defaults. */
export const flourishStrings = defineStrings({
  Flourish_FrameTitle: 'Flourish visualisation',
  Flourish_OpenLink: 'Open the visualisation in a new tab',
});
export const { t } = flourishStrings;
