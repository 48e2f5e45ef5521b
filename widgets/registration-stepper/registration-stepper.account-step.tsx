import { useState } from 'react';
import type { User } from '../../core/contracts/user.js';
import { registrationCaptcha } from '../../core/kits/captcha/index.js';
import { Form, FormMessages, SubmitButton, useForm, type FieldSpec, type FormState } from '../../core/kits/form/index.js';
import {
  AccountFields, PrivacyText, REGISTRATION_FAILURES, RegistrationCaptcha, accountFields, goToSignIn, registerStepper,
  registrationSend, revealCaptcha, stepperPayload, useCountryDefault,
} from '../../core/kits/registration/index.js';
import { t } from './registration-stepper.api.js';
import meta from './meta.json';

/** The stepper payload's fields (A§3: email, password, firstname, lastname, country), in the order they show. */
export const STEPPER_FIELDS = ['email', 'password', 'firstname', 'lastname', 'country'] as const;
type StepperField = (typeof STEPPER_FIELDS)[number];

/** The kit's account fields and rules (A§5), only those the stepper asks for. */
const stepperFields = (): Record<StepperField, FieldSpec> => {
  const all = accountFields();
  return Object.fromEntries(STEPPER_FIELDS.map((name) => [name, all[name]])) as Record<StepperField, FieldSpec>;
};

export interface AccountStepProps {
  /** The step's heading, which names the form. */
  headingId: string;
  /** Where the form is: the widget's shadow root, for the 2002 captcha reveal. */
  root: ParentNode;
  /** The page's country for the country default (A§5); '' for the geo-IP one. */
  locationCountry: string;
  /** The account was created and its tokens stored (POST /v2/users signs the reader in). */
  onRegistered(user: User): void;
}

/**
 * Step 1 (A§2 "account form"): the kit's fields, captcha and server codes; POST /v2/users with the
 * stepper payload (A§3; no subscriptions yet). Typed input stays on a failure (the form kit).
 */
export function AccountStep({ headingId, root, locationCountry, onRegistered }: AccountStepProps) {
  const [captcha] = useState(() => registrationCaptcha(false));
  const form = useForm({
    id: 'registration-stepper',
    tag: meta.tag,
    fields: stepperFields(),
    captcha,
    failures: REGISTRATION_FAILURES,
    send: (values, { captcha: token, signal }) => registrationSend(
      () => registerStepper(stepperPayload(values, token), token, signal),
      {
        captchaRefused: () => revealCaptcha(root),
        // 2003: the email signs in with a social account: to sign-in, carrying it (as the other forms do).
        socialAccount: () => goToSignIn(values.email.trim()),
      },
    ),
  });
  useCountryDefault(form as unknown as FormState<string, unknown>, locationCountry);
  return (
    <Form form={form} labelledBy={headingId} className="account" onSuccess={onRegistered}>
      <FormMessages />
      <AccountFields consent={false} />
      <RegistrationCaptcha />
      <PrivacyText />
      <SubmitButton className="primary">{t('RegistrationStepper_Continue')}</SubmitButton>
    </Form>
  );
}
