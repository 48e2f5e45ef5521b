import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { fire } from '../../core/host/fire.js';
import { signInPromptForThisPage } from '../../core/kits/account/index.js';
import { navigateTo } from '../../core/page/navigation.js';
import { reLoginRequiredForSensitiveData, session } from '../../core/session/session.js';
import { type reloginNoticeAttributes, t } from './relogin-notice.api.js';

/** Dismissed for this page view: every notice on the page hides, a reload brings it back. */
export const dismissed = signal(false);

export function ReloginNotice({ host, variant, preview }: WidgetProps<typeof reloginNoticeAttributes>) {
  useSignals();
  // A§6: a session that needs a fresh sign-in before sensitive data.
  const needed = session.value && reLoginRequiredForSensitiveData.value;
  if ((!needed && !preview) || dismissed.value) return null;
  const dismiss = () => {
    dismissed.value = true;
    fire(host, 'mck-relogin-notice-dismiss', {});
  };
  return (
    <div className={`notice ${variant}`} part="base" role="status">
      <p className="message" part="message">{t('ReloginNotice_Message')}</p>
      <button type="button" className="action" part="action" onClick={() => navigateTo(signInPromptForThisPage(), '[mck-relogin-notice]')}>
        {t('ReloginNotice_SignIn')}
      </button>
      <button type="button" className="dismiss" part="dismiss" onClick={dismiss}>{t('ReloginNotice_Dismiss')}</button>
    </div>
  );
}
