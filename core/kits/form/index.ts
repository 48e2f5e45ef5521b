/**
 * Form kit: field state, validation (rules as data), error summary and field messages, focus to
 * the first error, submit states, server codes → dictionary messages, a session draft, and a
 * captcha slot that mounts the form's verifier (the captcha kit's: the provider, the test captcha,
 * which form has which; a form takes the verifier contract as a type only, so a form without a
 * captcha loads no captcha code). Import it only through this file (its own shared chunk).
 */
import './form.strings.js';

export { createForm, draftKey, type ErrorTarget, type FieldSpec, type Form as FormState, type FormFailure, type FormSpec, type FormStatus, type SendContext, type SubmitResult } from './form.js';
export { useForm } from './use-form.js';
export { Form, type FormProps } from './form-view.js';
export { TextField, type TextFieldProps } from './text-field.js';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field.js';
export { CaptchaSlot } from './captcha-slot.js';
export { SubmitButton } from './submit-button.js';
export { FormMessages } from './form-messages.js';
export { formStyles } from './form.styles.js';
export type { FailurePolicy } from '../async/index.js';
export { formParts } from './form.parts.js';
export * from './validation.js';
