import { text } from '../../core/host/attributes.js';

export const signinAttributes = {
  heading: text(),
  /** Where to go after signing in; empty = stay on the page. */
  redirectUrl: text(),
};
