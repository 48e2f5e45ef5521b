import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-scrolly>` with their English defaults. */
export const scrollyStrings = defineStrings({
  /** Editor placeholders: a module without steps, a step's empty text or media. */
  Scrolly_Steps: 'Scrolly steps',
  Scrolly_Text: 'Step text',
  Scrolly_Media: 'Step media',
  /** E§8: the media's screen-reader name when the CMS gave no accessibility description. */
  Scrolly_MediaDefault: 'Illustration for step {number}',
});
export const { t } = scrollyStrings;
