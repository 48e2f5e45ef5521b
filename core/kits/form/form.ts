/**
 * A form's state, as signals: values, the errors to show, the submit state
 * (idle / submitting / success / error) and the failure message. No React here, so the rules of a
 * form can be tested without rendering it; `use-form.ts` and the components render it.
 *
 * - Validation rules are data (`validation.ts`, beside this file). A field's errors show once the reader
 *   has left it or tried to submit, then follow every change (A§5 "validates on change") — no
 *   "invalid email" while the first address is still being typed.
 * - Sending goes through the async kit: the server's answer becomes a dictionary message through
 *   the form's {@link FailurePolicy} (A§8), with `Common_GenericError` for anything unmapped.
 * - Typed input survives a failure and a reload: a draft in sessionStorage, per form, without
 *   secret fields (passwords), removed on success.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { readSessionJson, removeStored, writeSessionJson } from '../../page/storage.js';
import { validateForm, type Rule, type ValidationMessage } from './validation.js';
import { createResource, warnFailure, type FailurePolicy } from '../async/index.js';
// A type only: a form without a captcha loads no captcha code.
import type { CaptchaVerifier } from '../captcha/index.js';

export interface FieldSpec {
  /** Checked in order; the first failing rule's message shows. */
  rules?: readonly Rule[];
  initial?: string;
  /**
   * A password or the like: never written to the draft, emptied after a successful submit. Fields
   * named `*password*` are treated so whatever this says.
   */
  secret?: boolean;
}

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** What `send` gets besides the values. */
export interface SendContext {
  /** The captcha token, `null` without a captcha. */
  captcha: string | null;
  /** Pass on to `request()`: the form aborts the call when it unmounts. */
  signal: AbortSignal;
}

export interface FormSpec<F extends string, R> {
  /** Names the form's draft: `mck.draft.<id>` in sessionStorage. Unique per kind of form. */
  id: string;
  /** The fields, in the order they appear (the first error in this order gets focus). */
  fields: Readonly<Record<F, FieldSpec>>;
  send(values: Record<F, string>, context: SendContext): Promise<R>;
  /** Server answers → messages (A§8). */
  failures?: FailurePolicy;
  /** The captcha the form asks for (one of the captcha kit's verifiers); none when left out. */
  captcha?: CaptchaVerifier;
  /** Keep typed input across reloads (default true). */
  draft?: boolean;
  /** The widget's tag, named on the console when a submit fails for want of a working service. */
  tag?: string;
}

/** A field name, or the captcha. */
export type ErrorTarget<F extends string> = F | 'captcha';

export interface FormFailure {
  messageKey: string;
  /** The server's own text, when the policy shows it; untrusted HTML, sanitise before showing. */
  serverHtml?: string;
}

export type SubmitResult<R> = { ok: true; result: R } | { ok: false; reason: 'invalid' | 'failed' | 'busy' };

export interface Form<F extends string, R> {
  readonly id: string;
  readonly fieldNames: readonly F[];
  /** `null` without a captcha. */
  readonly captcha: CaptchaVerifier | null;
  readonly values: ReadonlySignal<Readonly<Record<F, string>>>;
  /** The errors to show now (see the module comment for when a field's error shows). */
  readonly errors: ReadonlySignal<Partial<Record<ErrorTarget<F>, ValidationMessage>>>;
  /** True when every rule passes and the captcha (if any) is answered: a submit would be sent. */
  readonly valid: ReadonlySignal<boolean>;
  /** True after a submit was refused for errors, until the next successful submit. */
  readonly submitted: ReadonlySignal<boolean>;
  readonly status: ReadonlySignal<FormStatus>;
  readonly failure: ReadonlySignal<FormFailure | null>;
  set(name: F, value: string): void;
  /** The reader left the field: its error shows from now on. */
  blur(name: F): void;
  setCaptchaToken(token: string | null): void;
  /** The first error in field order, the captcha last (so it leads only when it is the only one). */
  firstError(): ErrorTarget<F> | null;
  submit(): Promise<SubmitResult<R>>;
  /**
   * Empties the form: every field back to its initial value, no error shown, no draft, a fresh
   * captcha. The outcome of the last submit stays (A§8: a failed contact shows its alert and resets).
   */
  reset(): void;
  /** Aborts a submit in flight (the form is going away). */
  dispose(): void;
}

/** Dictionary key of the "captcha required" message. */
const CAPTCHA_MESSAGE_KEY = 'Forms_Validations_Captcha';

/** A field marked secret, or named like a password even when the form forgot to mark it. */
const isSecret = (name: string, field: FieldSpec) => field.secret === true || /password/i.test(name);

/** sessionStorage key of a form's draft. */
export const draftKey = (formId: string) => `mck.draft.${formId}`;

export function createForm<F extends string, R>(spec: FormSpec<F, R>): Form<F, R> {
  const fieldNames = Object.keys(spec.fields) as F[];
  const captcha = spec.captcha ?? null;
  const keepsDraft = spec.draft !== false;
  const drafted = fieldNames.filter((name) => !isSecret(name, spec.fields[name]));
  const rules = Object.fromEntries(fieldNames.map((name) => [name, spec.fields[name].rules ?? []])) as Record<F, readonly Rule[]>;

  const draft = keepsDraft ? readSessionJson(draftKey(spec.id)) : {};
  const initial = (name: F) => {
    const saved = draft[name];
    return typeof saved === 'string' && drafted.includes(name) ? saved : spec.fields[name].initial ?? '';
  };
  const values = signal(Object.fromEntries(fieldNames.map((name) => [name, initial(name)])) as Record<F, string>);
  const touched = signal<ReadonlySet<F>>(new Set());
  const submitted = signal(false);
  const captchaToken = signal<string | null>(null);

  const sending = createResource<Record<F, string>, R>(
    (sent, abort) => spec.send(sent, { captcha: captchaToken.peek(), signal: abort }),
    { failures: spec.failures, isEmpty: () => false },
  );

  const allErrors = computed(() => {
    const found = validateForm<F>(values.value, rules) as Partial<Record<ErrorTarget<F>, ValidationMessage>>;
    if (captcha?.required && !captchaToken.value) found.captcha = { key: CAPTCHA_MESSAGE_KEY };
    return found;
  });
  const errors = computed(() => {
    const all = allErrors.value;
    if (submitted.value) return all;
    const shown: Partial<Record<ErrorTarget<F>, ValidationMessage>> = {};
    for (const name of touched.value) if (all[name]) shown[name] = all[name];
    return shown;
  });
  const status = computed<FormStatus>(() => {
    const state = sending.state.value.status;
    return state === 'waiting' ? 'idle' : state === 'loading' ? 'submitting' : state === 'error' ? 'error' : 'success';
  });
  const failure = computed<FormFailure | null>(() => {
    const outcome = sending.state.value.outcome;
    return outcome ? { messageKey: outcome.messageKey, serverHtml: outcome.serverHtml } : null;
  });

  function saveDraft(): void {
    if (!keepsDraft) return;
    writeSessionJson(draftKey(spec.id), Object.fromEntries(drafted.map((name) => [name, values.peek()[name]])));
  }

  function firstError(): ErrorTarget<F> | null {
    const all = errors.peek();
    return [...fieldNames, 'captcha' as const].find((target) => all[target]) ?? null;
  }

  async function submit(): Promise<SubmitResult<R>> {
    if (status.peek() === 'submitting') return { ok: false, reason: 'busy' };
    submitted.value = true;
    if (Object.keys(allErrors.peek()).length) {
      sending.reset();
      return { ok: false, reason: 'invalid' };
    }
    const result = (await sending.run(values.peek())) as R;
    const state = sending.state.peek().status;
    if (state === 'error') {
      const failed = sending.state.peek().outcome!.failure;
      // An answer the form shows as the reader's to fix (a 4xx) is no fault; an outage is.
      if (failed.status === undefined || failed.status >= 500) warnFailure(spec.tag ?? `form "${spec.id}"`, 'sending the form', failed);
      captcha?.reset();
      return { ok: false, reason: 'failed' };
    }
    if (state !== 'ready') return { ok: false, reason: 'busy' };
    if (keepsDraft) removeStored(draftKey(spec.id));
    values.value = { ...values.peek(), ...Object.fromEntries(fieldNames.filter((n) => !drafted.includes(n)).map((n) => [n, ''])) };
    submitted.value = false;
    touched.value = new Set();
    return { ok: true, result };
  }

  function reset(): void {
    values.value = Object.fromEntries(fieldNames.map((name) => [name, spec.fields[name].initial ?? ''])) as Record<F, string>;
    touched.value = new Set();
    submitted.value = false;
    if (keepsDraft) removeStored(draftKey(spec.id));
    captcha?.reset();
  }

  return {
    id: spec.id,
    fieldNames,
    captcha,
    values,
    errors,
    valid: computed(() => Object.keys(allErrors.value).length === 0),
    submitted,
    status,
    failure,
    set(name, value) {
      values.value = { ...values.peek(), [name]: value };
      saveDraft();
    },
    blur(name) {
      if (!touched.peek().has(name)) touched.value = new Set([...touched.peek(), name]);
    },
    setCaptchaToken(token) {
      captchaToken.value = token;
    },
    firstError,
    submit,
    reset,
    dispose: () => sending.reset(),
  };
}
