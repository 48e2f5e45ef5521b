import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-media-block>` with their English defaults: the editor's placeholder name. */
export const mediaBlockStrings = defineStrings({
  MediaBlock_Medium: 'Media {number}',
});
export const { t } = mediaBlockStrings;
