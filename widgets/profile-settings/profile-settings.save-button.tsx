import { SubmitButton } from '../../core/kits/form/index.js';
import { t } from './profile-settings.api.js';

/**
 * A§4 "spinner replaces the button" while saving. The spinner is a status (announced as
 * "Saving…") and takes the button's box, so nothing moves; the button returns afterwards.
 */
export function SaveButton({ submitting }: { submitting: boolean }) {
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
