import type { Profile } from '../../core/contracts/profiles.js';
import { emit } from '../../core/page/events.js';
import { navigateTo } from '../../core/page/navigation.js';

/** The element that answers `contact:open` with the contact form in a dialog (A§4 contact flow). */
export const CONTACT_MODAL_TAG = 'mck-contact-modal';
/** The trigger that gives the contact form its profile rules (one-time code, forbidden domains). */
export const PROFILE_TRIGGER = 'Profile';

const contactModalOnPage = () => document.querySelector(CONTACT_MODAL_TAG) !== null;

/**
 * Whether "get in touch" can do anything: the profile enables the contact form and has an
 * address, and either `mck-contact-modal` is on the page or the template gave a contact page.
 */
export const canGetInTouch = (profile: Profile, contactUrl: string) =>
  profile.enableContactForm && profile.email !== '' && (contactModalOnPage() || contactUrl !== '');

/**
 * "Get in touch" (D§2): the page event `contact:open` with the person's address and name, which
 * `mck-contact-modal` answers with the contact form. Page scripts may listen too. Without the
 * modal on the page, nothing would open: the reader goes to the template's contact page instead,
 * through the navigation check (never a `mailto:`, which that check refuses).
 */
export function getInTouch(profile: Profile, contactUrl: string, source: string): void {
  emit('contact:open', { to: profile.email, partnerName: profile.title, trigger: PROFILE_TRIGGER });
  if (!contactModalOnPage()) navigateTo(contactUrl, source);
}
