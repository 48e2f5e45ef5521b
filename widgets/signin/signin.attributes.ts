import { navigationUrl, text } from '../../core/host/attributes.js';

export const signinAttributes = {
  heading: text('', { doc: 'Heading text; default from the dictionary (SignIn_Heading).' }),
  redirectUrl: navigationUrl('', {
    doc: 'Where to go after signing in: this site or an origin the page config allows (`navigationOrigins`); empty = stay on the page. Anything else is refused and named on the console.',
  }),
};
