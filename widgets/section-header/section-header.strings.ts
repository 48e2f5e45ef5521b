import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-section-header>` with their English defaults: its editor fields' names. */
export const sectionHeaderStrings = defineStrings({
  SectionHeader_Headline: 'Headline',
  SectionHeader_CallToAction: 'Call to action',
});
export const { t } = sectionHeaderStrings;
