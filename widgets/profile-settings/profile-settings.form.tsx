import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { JOB_TITLE_MAX, isEmailLocked, type Profile } from '../../core/contracts/account.js';
import type { LookupOption } from '../../core/contracts/lookups.js';
import type { User } from '../../core/contracts/user.js';
import {
  EMAIL_MAX, FIRST_NAME_MAX, Form, FormMessages, LAST_NAME_MAX, ORGANIZATION_MAX, SelectField, TextField, email, maxLength,
  namePattern, password, required, SubmitButton, useForm, type FailurePolicy,
} from '../../core/kits/form/index.js';
import { writeRaw, STORAGE_KEYS } from '../../core/page/storage.js';
import { user as sessionUser } from '../../core/session/session.js';
import { saveProfile } from './profile-settings.calls.js';
import { t } from './profile-settings.api.js';
import meta from './meta.json';

/** A§8 profile table (codes: core/contracts/account.ts); anything else is the generic error. */
const FAILURES: FailurePolicy = {
  codes: { 1002: 'ProfileSettings_EmailTaken', 6012: 'ProfileSettings_EmailLocked', 6011: 'ProfileSettings_PasswordRefused' },
};

/** localStorage flag set after a save (A§4 "the user is marked profile-complete"); sign-out clears it. */
export const PROFILE_COMPLETE_KEY = STORAGE_KEYS.profileComplete;

/** A§5 profile rules; the max-characters messages name the field by its label. */
function fieldsFor(initial: Profile, withPassword: boolean) {
  const fields = {
    firstname: { rules: [required(), namePattern, maxLength(FIRST_NAME_MAX, t('ProfileSettings_FirstName'))], initial: initial.firstName },
    lastname: { rules: [required(), namePattern, maxLength(LAST_NAME_MAX, t('ProfileSettings_LastName'))], initial: initial.lastName },
    email: { rules: [required(), email, maxLength(EMAIL_MAX, t('ProfileSettings_Email'))], initial: initial.email },
    jobTitle: { rules: [maxLength(JOB_TITLE_MAX, t('ProfileSettings_JobTitle'))], initial: initial.title ?? '' },
    organization: { rules: [maxLength(ORGANIZATION_MAX, t('ProfileSettings_Organization'))], initial: initial.company ?? '' },
    businessFunction: { initial: initial.businessFunction ?? '' },
    country: { initial: initial.country ?? '' },
    password: { rules: [password()], secret: true },
  };
  if (withPassword) return fields;
  const { password: _omitted, ...withoutPassword } = fields;
  return withoutPassword as typeof fields;
}

export interface ProfileFormProps {
  user: User;
  profile: Profile;
  functions: readonly LookupOption[];
  countries: readonly LookupOption[];
  mqMode: boolean;
  campaignId: string;
  heading: string;
  headingLevel: number;
}

/** The profile form (A§2, A§4, A§5): idle, submitting (spinner), success banner or error banner. */
export function ProfileForm({ user, profile, functions, countries, mqMode, campaignId, heading, headingLevel }: ProfileFormProps) {
  useSignals();
  const headingId = useId();
  const form = useForm({
    id: 'profile-settings',
    tag: meta.tag,
    fields: fieldsFor(profile, !mqMode),
    failures: FAILURES,
    draft: false,
    send: (values, { signal }) => saveProfile(user.id, {
      firstName: values.firstname.trim(),
      lastName: values.lastname.trim(),
      email: values.email.trim(),
      title: values.jobTitle.trim(),
      company: values.organization.trim(),
      businessFunction: values.businessFunction,
      country: values.country,
      ...(!mqMode && values.password ? { password: values.password } : {}),
      ...(campaignId ? { metadata: { cid: campaignId } } : {}),
    }, signal),
  });
  const saved = (updated: User) => {
    writeRaw('localStorage', STORAGE_KEYS.userInfo, `${updated.firstName} ${updated.lastName}`);
    writeRaw('localStorage', PROFILE_COMPLETE_KEY, 'true');
    sessionUser.value = updated;
  };
  const Heading = `h${headingLevel}` as 'h2';
  const emailLocked = isEmailLocked(user);
  return (
    <Form form={form} className="profile-form" part="form" labelledBy={headingId} onSuccess={saved}>
      <Heading id={headingId} className="heading" part="heading">{heading || t('ProfileSettings_Heading')}</Heading>
      <FormMessages success={t('ProfileSettings_Success')} />
      <TextField name="firstname" label={t('ProfileSettings_FirstName')} autoComplete="given-name" />
      <TextField name="lastname" label={t('ProfileSettings_LastName')} autoComplete="family-name" />
      <TextField
        name="email" type="email" label={t('ProfileSettings_Email')} autoComplete="email" disabled={emailLocked}
        {...(emailLocked ? { hint: t('ProfileSettings_EmailLockedHint') } : {})}
      />
      <TextField name="jobTitle" label={t('ProfileSettings_JobTitle')} autoComplete="organization-title" />
      <TextField name="organization" label={t('ProfileSettings_Organization')} autoComplete="organization" />
      <SelectField name="businessFunction" label={t('ProfileSettings_BusinessFunction')} options={functions} placeholder={t('ProfileSettings_Choose')} />
      <SelectField name="country" label={t('ProfileSettings_Country')} options={countries} placeholder={t('ProfileSettings_Choose')} autoComplete="country" />
      {!mqMode && (
        <TextField name="password" type="password" label={t('ProfileSettings_Password')} hint={t('ProfileSettings_PasswordHint')} autoComplete="new-password" />
      )}
      <SaveButton submitting={form.status.value === 'submitting'} />
    </Form>
  );
}

/**
 * A§4 "spinner replaces the button" while saving. The spinner is a status (announced as
 * "Saving…") and takes the button's box, so nothing moves; the button returns afterwards.
 */
function SaveButton({ submitting }: { submitting: boolean }) {
  if (submitting) {
    return (
      <span className="spinner" part="spinner" role="status">
        <span className="spinner-ring" aria-hidden="true" />
        <span className="visually-hidden">{t('ProfileSettings_Saving')}</span>
      </span>
    );
  }
  return <SubmitButton className="primary">{t('ProfileSettings_Submit')}</SubmitButton>;
}
