import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-inline-image>` with their English defaults. */
export const inlineImageStrings = defineStrings({
  /** E§8: the screen-reader text of an image the CMS printed without alt text. */
  InlineImage_DefaultAlt: 'Image',
});
export const { t } = inlineImageStrings;
