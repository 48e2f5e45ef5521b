import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-ceros>` with their English defaults. */
export const cerosStrings = defineStrings({
  Ceros_FrameTitle: 'Ceros interactive experience',
  Ceros_OpenLink: 'Open the experience in a new tab',
  Ceros_Loading: 'Loading the experience…',
  Ceros_LoadFailed: 'The experience could not be loaded.',
});
export const { t } = cerosStrings;
