/**
 * Subscriptions kit: what the subscription widgets (edit subscriptions, picker, one-click,
 * subscribe and unsubscribe links) share about the catalogue and the mail links. Import it only
 * through this file: the build emits each kit as its own shared chunk.
 *
 * The calls themselves stay in each widget's calls file: a contract a kit imports as a value
 * goes into the core chunk (every page), one only widgets import is bundled with them.
 */
export { allSubscriptions, codesOf, findSubscription, groupsOf } from './catalogue.js';
export { linkParameters, type LinkParameters } from './link-parameters.js';
