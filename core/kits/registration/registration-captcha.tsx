import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { CAPTCHA_CHECK_DELAY_MS } from '../captcha/index.js';
import { CaptchaSlot } from '../form/index.js';
import { useFormScope } from '../form/form-context.js';
import { t } from './registration.strings.js';

/**
 * The form's captcha, shown {@link CAPTCHA_CHECK_DELAY_MS} after the form first renders (A§5
 * "captcha visibility is checked 1 second after load"); until then an empty box holds its place,
 * so nothing below it moves. Nothing at all when the form has no captcha.
 */
export function RegistrationCaptcha() {
  useSignals();
  const { form } = useFormScope();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(true), CAPTCHA_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!form.captcha?.required) return null;
  if (!checked) return <div className="mck-captcha-pending" part="captcha" aria-hidden="true" />;
  return <CaptchaSlot label={t('RegistrationForm_Captcha')} />;
}
