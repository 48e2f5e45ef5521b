import { navigationUrl, text } from '../../core/host/attributes.js';

/** The careers sticky bar datasource (A§3): camelCase prop → attribute kind (kebab-case attribute). */
export const careersStickyBarAttributes = {
  sectionTitle: text('', { doc: 'Title of the bar (datasource sectionTitle).' }),
  subTitle: text('', { doc: 'Line under the title (datasource subTitle); not in the minimal variants.' }),
  buttonText: text('', { doc: 'Text of the main button (datasource buttonText).' }),
  buttonLink: navigationUrl('', { doc: 'Where the main button goes (datasource buttonLink); through the navigation check.' }),
  signinText: text('', { doc: 'The "already started? sign in" link text (datasource singinText); dropped by sticky-minimal-top.' }),
  loginLink: navigationUrl('', { doc: 'Where the sign-in text goes (datasource loginLink); through the navigation check.' }),
};
