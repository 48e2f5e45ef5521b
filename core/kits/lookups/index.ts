/**
 * Lookups kit: the A§7 lookup lists (function, country, titles) as dropdown options, shared by the
 * registration kit and the profile form. Small, so the profile page does not load the registration kit.
 */
export { fetchLookup, type LookupList } from './calls.js';
