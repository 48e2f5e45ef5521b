import { TextField } from '../form/index.js';
import { ConsentField } from './consent-field.js';
import { LookupField } from './lookup-field.js';
import { OrganizationField } from './organization-field.js';
import { t } from './registration.strings.js';

export interface AccountFieldsProps {
  /** As given to `accountFields`: no email and password fields. */
  singleSignOn?: boolean;
  /** As given to `accountFields`: organization, job title and function too. */
  profile?: boolean;
  /** The consent checkbox (the stepper's payload, A§3, has none). Default true. */
  consent?: boolean;
}

/**
 * The account fields of `accountFields(…)`, in its order, inside a form-kit `<Form>`: email,
 * password (with its rule as a hint), first and last name, organization (autocomplete), job title
 * and function (lookups), country (lookup) and the consent checkbox.
 */
export function AccountFields({ singleSignOn = false, profile = false, consent = true }: AccountFieldsProps) {
  return (
    <>
      {!singleSignOn && <TextField name="email" type="email" label={t('RegistrationForm_Email')} autoComplete="email" />}
      {!singleSignOn && (
        <TextField name="password" type="password" label={t('RegistrationForm_Password')} hint={t('RegistrationForm_PasswordHint')} autoComplete="new-password" />
      )}
      <TextField name="firstname" label={t('RegistrationForm_FirstName')} autoComplete="given-name" />
      <TextField name="lastname" label={t('RegistrationForm_LastName')} autoComplete="family-name" />
      {profile && <OrganizationField />}
      {profile && <LookupField list="titles" />}
      {profile && <LookupField list="function" />}
      <LookupField list="country" />
      {consent && <ConsentField />}
    </>
  );
}
