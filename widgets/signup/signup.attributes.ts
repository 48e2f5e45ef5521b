import { bool, navigationUrl, num, oneOf, text } from '../../core/host/attributes.js';

/** The field sets of `<mck-signup>` (A§3 sign-up form; E§5 for the work fields). */
export const SIGNUP_FORM_TYPES = ['basic', 'profile'] as const;

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const signupAttributes = {
  heading: text('', { doc: 'Heading of the form; default from the dictionary (Signup_Heading).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6.' }),
  email: text('', { doc: 'Prefills the email field (e.g. what the reader typed into the sign-in form); it wins over the form\'s saved draft.' }),
  source: text('', { doc: 'Where the reader came from (print, save, download, …): sent as the source-registration header and, after sign-up, the return hash `#/{source}`. Empty: "default".' }),
  redirectUrl: navigationUrl('', {
    doc: 'The page to return to after signing up (with the hash `#/{source}`): this site or an origin the page config allows; empty = the stored return route, else home. Anything else is refused and named on the console.',
  }),
  formType: oneOf(SIGNUP_FORM_TYPES, 'basic', {
    doc: '`basic`: email, password, first and last name, country, consent and captcha (A§3); `profile` adds organization (autocomplete), job title and function (E§5).',
  }),
  emailCourses: bool(false, { doc: 'An Email Courses sign-up (the rail\'s form type): no thank-you toast after it (A§4).' }),
  practiceCode: text('', { doc: "The page's practice: after sign-up the reader is subscribed to it (A§4). Empty on the default practice." }),
  locationCountry: text('', { doc: "The page's country (ISO code, e.g. an office page's) for the country default; empty: the visitor's geo-IP country." }),
};
