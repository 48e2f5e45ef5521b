import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-audio>` with their English defaults. */
export const audioStrings = defineStrings({
  Audio_Play: 'Play',
  Audio_Pause: 'Pause',
  Audio_PlayTitle: 'Play {title}',
  Audio_PauseTitle: 'Pause {title}',
  Audio_Position: 'Position in {title}',
  Audio_TimeOf: '{current} of {total}',
  Audio_Untitled: 'Audio',
  Audio_Source: 'Audio source',
});
export const { t } = audioStrings;
