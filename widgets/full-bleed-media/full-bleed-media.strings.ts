import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-full-bleed-media>` with their English defaults. */
export const fullBleedMediaStrings = defineStrings({
  /** E§6: the screen-reader text of media the CMS printed without alt text or label. */
  FullBleedMedia_DefaultLabel: 'Full-width media',
  /** The editor placeholder's field name. */
  FullBleedMedia_Media: 'Media',
});
export const { t } = fullBleedMediaStrings;
