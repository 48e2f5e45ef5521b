/**
 * Subscriptions kit: what the subscription widgets (edit subscriptions, picker, one-click,
 * subscribe and unsubscribe links) share about the catalogue and the mail links. Import it only
 * through this file: the build emits each kit as its own shared chunk.
 *
 * The catalogue call and the signed-in reader's subscriptions save are here; each widget's other
 * calls stay in its calls file. (The subscription contract, which only this kit imports as a
 * value, goes into this kit's chunk.)
 */
export { addReaderSubscriptions, catalogueLoader, fetchCatalogue, saveReaderSubscriptions } from './calls.js';
export { allSubscriptions, codesOf, findSubscription, groupsOf } from './catalogue.js';
export { linkParameters, type LinkParameters } from './link-parameters.js';
