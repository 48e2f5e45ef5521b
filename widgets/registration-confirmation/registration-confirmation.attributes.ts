import { num } from '../../core/host/attributes.js';
import { DEFAULT_REDIRECTION_SECONDS, REDIRECTION_SECONDS_MAX } from './registration-confirmation.redirect.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const registrationConfirmationAttributes = {
  headingLevel: num(2, { min: 1, max: 6, integer: true, doc: 'Level of the confirmation heading, 1 to 6 (1 when the widget is the page\'s content).' }),
  autoRedirectionDuration: num(DEFAULT_REDIRECTION_SECONDS, {
    min: 0, max: REDIRECTION_SECONDS_MAX, integer: true,
    doc: `Seconds before the reader is taken to the saved route (A§9 AUTO_REDIRECTION_DURATION), 0 to ${REDIRECTION_SECONDS_MAX}; 0 goes at once. Absent: the page config's AUTO_REDIRECTION_DURATION constant, else ${DEFAULT_REDIRECTION_SECONDS}.`,
  }),
};
