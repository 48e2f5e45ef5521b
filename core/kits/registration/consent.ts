import { CHECKED } from './fields.js';

/**
 * The one country whose visitors find the consent box unticked (A§5 "pre-ticked unless the
 * visitor's country is one specific restricted country", which the spec does not name): Germany.
 * German law (UWG §7 with the courts' double opt-in practice) does not accept a pre-ticked box as
 * consent to marketing mail, so there the reader ticks it.
 */
export const RESTRICTED_CONSENT_COUNTRY = 'DE';

/** The consent box's starting value for a country code (ISO 3166-1 alpha-2; '' when unknown). */
export const consentDefault = (country: string): string => (country.trim().toUpperCase() === RESTRICTED_CONSENT_COUNTRY ? '' : CHECKED);
