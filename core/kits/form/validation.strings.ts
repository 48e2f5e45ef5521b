import { defineStrings } from '../../text/i18n.js';

/**
 * The shared form messages with their English defaults, used until (or where) the CMS dictionary
 * has them, so every form shows the same words without declaring them itself.
 */
export const validationStrings = defineStrings({
  Forms_Validations_Required: 'This field is required.',
  Forms_Validations_ValidEmail: 'Please enter a valid email address.',
  Forms_Validations_MaxCharsReached: '{field} can be at most {limit} characters.',
  Forms_Validations_ValidName: 'Please use letters, spaces, apostrophes, hyphens and periods only.',
  Forms_Validations_PasswordStrength: 'Use at least 8 characters with upper- and lower-case letters and a digit, not containing your email name.',
  Forms_Validations_PasswordMatch: 'The passwords do not match.',
  Forms_Validations_OtpRequired: 'Please enter the code we sent you.',
  Forms_Validations_InvalidOtp: 'Please enter the 6-digit code.',
});
