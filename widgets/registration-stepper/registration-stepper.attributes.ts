import { num, navigationUrl, text } from '../../core/host/attributes.js';
import { TOTAL_STEPS } from './registration-stepper.steps.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const registrationStepperAttributes = {
  headingLevel: num(2, { min: 1, max: 5, integer: true, doc: "Level of each step's heading, 1 to 5." }),
  source: text('', { doc: 'Where the reader came from (print, save, download, …): Back from step 2 returns to that page with the hash `#/{source}`, and so does the redirect after step 4. Empty: the query\'s `source`, else "default".' }),
  redirectUrl: navigationUrl('', { doc: "The page to return to after step 4 (and Back from step 2 with a source). Empty: the query's `redirectURL`, else the page stored when the reader was sent to sign up, else the home path." }),
  practiceCode: text('', { doc: "The page's practice: after step 4 the reader is subscribed to it too (A§4), unless already. Empty on the default practice." }),
  locationCountry: text('', { doc: "The page's country (ISO code, e.g. an office page's) for step 1's country default; empty: the visitor's geo-IP country." }),
  editorStep: num(1, { min: 1, max: TOTAL_STEPS, integer: true, doc: `In editor mode only, the step to show (1 to ${TOTAL_STEPS}), so editors can see each one; readers always start at step 1.` }),
};
