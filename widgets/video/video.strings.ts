import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-video>` with their English defaults. */
export const videoStrings = defineStrings({
  Video_Play: 'Play video',
  Video_Pause: 'Pause video',
});
export const { t } = videoStrings;
