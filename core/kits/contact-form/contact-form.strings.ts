import { defineStrings } from '../../text/i18n.js';

/** Dictionary keys of the contact form kit (mck-contact-modal, mck-form) with their English defaults. */
export const contactFormStrings = defineStrings({
  Contact_Heading: 'Contact us',
  Contact_HeadingPartner: 'Contact {partnerName}',
  Contact_Name: 'Name',
  Contact_Email: 'Email address',
  Contact_Title: 'Job title (optional)',
  Contact_Organization: 'Organization (optional)',
  Contact_Subject: 'Subject',
  Contact_Message: 'Message',
  Contact_MessageOptional: 'Message (optional)',
  Contact_Captcha: 'Captcha',
  Contact_Submit: 'Send',
  Contact_ForbiddenDomain: 'Please use your work email address: we cannot accept addresses at {domain}.',
  Contact_CodeIntro: 'We sent a 6-digit code to {email}. Enter it to send your message.',
  Contact_Code: 'Verification code',
  Contact_CodeSubmit: 'Verify and send',
  Contact_Resend: 'Send a new code',
  Contact_ResendWait: 'You can ask for a new code in {seconds} s.',
  Contact_CodeResent: 'We sent you a new code.',
  Contact_OtpExpired: 'Your code has expired. Click {here} to get a new one.',
  Contact_OtpExpiredLink: 'here',
  Contact_OtpInvalid: 'That code is not right. Please check it and try again.',
});
export const { t } = contactFormStrings;
