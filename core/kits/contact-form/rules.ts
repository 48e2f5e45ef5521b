import { CONTACT_MESSAGE_MAX } from '../../contracts/contact.js';
import { flag } from '../../page/config.js';
import { email, EMAIL_MAX, maxLength, ORGANIZATION_MAX, required, type FieldSpec, type Rule } from '../form/index.js';

/** Who the form writes to and from where it was opened (the page event `contact:open`'s detail). */
export interface ContactTarget {
  /** The recipient's address (a partner's, or the firm's general one). */
  to: string;
  partnerName: string;
  /** Where it was opened: see {@link CONTACT_TRIGGERS}; sent as the payload's `Source`. */
  trigger: string;
}

/** The triggers the spec's rules depend on (A§4, A§5); any other value is a plain contact form. */
export const CONTACT_TRIGGERS = {
  /** A profile's "get in touch": one-time code and domain check, when their flags are on. */
  profile: 'Profile',
  /** "Talk to us": the message is required. */
  talkToUs: 'talkToUs',
} as const;

/**
 * The forbidden email domains (A§5 "a list of forbidden domains", not shown; ours): the large
 * free mail providers. A partner contacted from a profile wants a work address, so under
 * `email_domain_validation_enabled` these are refused with a warning naming the domain.
 */
export const FORBIDDEN_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'googlemail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'live.com', 'msn.com',
  'aol.com', 'icloud.com', 'me.com', 'gmx.com', 'gmx.de', 'web.de', 'mail.ru', 'yandex.ru', 'qq.com', '163.com',
];

/** Longest name, subject and optional fields (ours; the spec gives none). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;

/** The domain of `address` when it is a forbidden one, else null. */
export function forbiddenDomainOf(address: string): string | null {
  const domain = address.trim().slice(address.trim().lastIndexOf('@') + 1).toLowerCase();
  return FORBIDDEN_EMAIL_DOMAINS.includes(domain) ? domain : null;
}

const notForbiddenDomain: Rule = (value) => {
  const domain = value.includes('@') ? forbiddenDomainOf(value) : null;
  return domain ? { key: 'Contact_ForbiddenDomain', vars: { domain } } : null;
};

export type ContactField = 'name' | 'email' | 'title' | 'organization' | 'subject' | 'message';

/** What the flags and the trigger decide (A§4, A§5). */
export interface ContactRules {
  /** Ask for a one-time code before sending: flag otp_verification_enabled and a Profile trigger. */
  needsCode: boolean;
  /** The message is required: triggered from "talkToUs". */
  messageRequired: boolean;
  fields: Record<ContactField, FieldSpec>;
}

export function contactRules(trigger: string): ContactRules {
  const fromProfile = trigger === CONTACT_TRIGGERS.profile;
  const messageRequired = trigger === CONTACT_TRIGGERS.talkToUs;
  const checkDomain = fromProfile && flag('email_domain_validation_enabled');
  return {
    needsCode: fromProfile && flag('otp_verification_enabled'),
    messageRequired,
    fields: {
      name: { rules: [required(), maxLength(CONTACT_NAME_MAX)] },
      email: { rules: [required(), email, maxLength(EMAIL_MAX), ...(checkDomain ? [notForbiddenDomain] : [])] },
      title: { rules: [maxLength(CONTACT_NAME_MAX)] },
      organization: { rules: [maxLength(ORGANIZATION_MAX)] },
      subject: { rules: [required(), maxLength(CONTACT_SUBJECT_MAX)] },
      message: { rules: [...(messageRequired ? [required()] : []), maxLength(CONTACT_MESSAGE_MAX)] },
    },
  };
}
