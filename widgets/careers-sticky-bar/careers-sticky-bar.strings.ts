import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-careers-sticky-bar>` with their English defaults. */
export const careersStickyBarStrings = defineStrings({
  CareersStickyBar_Shortcut: 'Careers shortcut',
});
export const { t } = careersStickyBarStrings;
