import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef } from 'react';
// eslint-disable-next-line no-restricted-imports -- a validation message's key is the failing rule's, chosen at run time (validation.ts's or the widget's own)
import { t as anyKey } from '../../text/i18n.js';
import { messageIdOf, useFormScope } from './form-context.js';
import { t } from './form.strings.js';

/**
 * Where the form's captcha verifier (the captcha kit's) renders its challenge; nothing when the
 * form needs none. Focusable (`tabIndex=-1`) so a submit refused only for the captcha can move
 * there (A§5). A named group: the form's own `label`, or "Security check".
 */
export function CaptchaSlot({ label }: { label?: string }) {
  useSignals();
  const scope = useFormScope();
  const { form } = scope;
  const slot = useRef<HTMLDivElement>(null);
  // Before the browser paints: a verifier that draws at once (the test captcha) is on the first
  // frame, not added under a form already shown (which would move everything below it).
  useLayoutEffect(() => {
    if (!slot.current || !form.captcha?.required) return;
    return form.captcha.mount(slot.current, (token) => form.setCaptchaToken(token));
  }, [form]);
  if (!form.captcha?.required) return null;
  const error = form.errors.value.captcha;
  return (
    <div className="mck-field mck-captcha" part="captcha">
      {error && <span className="mck-field-error" part="field-error" id={messageIdOf(scope, 'captcha')}>{anyKey(error.key, error.vars)}</span>}
      <div
        ref={slot}
        id={scope.idOf('captcha')}
        role="group"
        aria-label={label ?? t('Forms_Captcha')}
        aria-describedby={error ? messageIdOf(scope, 'captcha') : undefined}
        tabIndex={-1}
      />
    </div>
  );
}
