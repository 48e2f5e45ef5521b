import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
// eslint-disable-next-line no-restricted-imports -- the keys shown here are chosen at run time: a failure policy's and the failing rules'
import { t as anyKey } from '../../text/i18n.js';
import { useFormScope } from './form-context.js';
import { t } from './form.strings.js';

/**
 * The form's messages, in one place near its top (GOV.UK pattern), at most one at a time:
 * - after a failed submit, the failure (the mapped dictionary text, or the server's own HTML,
 *   sanitised, where the form's policy shows it);
 * - after a refused one, the error summary: a title and a link to each field in error;
 * - after a successful one, `success`, when given.
 * Each is inserted with its role, so screen readers announce it as it appears.
 */
export function FormMessages({ success }: { success?: ReactNode }) {
  useSignals();
  const scope = useFormScope();
  const { form } = scope;
  const errors = Object.entries(form.errors.value);
  const failure = form.failure.value;

  // The failure first: a failed send resets the captcha (A§4), whose "required" error must not
  // hide why the send failed; the next refused submit clears the failure and shows the summary.
  if (form.status.value === 'error' && failure) {
    return failure.serverHtml
      ? <ServerMessage html={failure.serverHtml} fallbackKey={failure.messageKey} />
      : <p className="mck-error" part="error-message" role="alert" data-mck-form-failure>{anyKey(failure.messageKey)}</p>;
  }
  if (form.submitted.value && errors.length) {
    const follow = (event: MouseEvent, target: string) => {
      event.preventDefault();
      scope.focus(target);
    };
    return (
      <div className="mck-error-summary" part="error-summary" role="alert" aria-labelledby={scope.idOf('summary')}>
        <h3 className="mck-error-summary-title" id={scope.idOf('summary')}>{t('Forms_ErrorSummary_Title')}</h3>
        <ul>
          {errors.map(([target, message]) => (
            <li key={target}>
              <a href={`#${scope.idOf(target)}`} onClick={(event) => follow(event, target)}>{anyKey(message!.key, message!.vars)}</a>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (form.status.value === 'success' && success) {
    return <div className="mck-form-success" part="success-message" role="status">{success}</div>;
  }
  return null;
}

type Sanitizer = typeof import('../html/sanitize.js');
let sanitizer: Sanitizer | undefined;

/**
 * The server's own HTML message, sanitised by the html kit, which is loaded only when a form
 * shows one (DOMPurify is 12 KB of every form page otherwise, and most forms never show server
 * HTML). The alert is in place at once and filled when the kit is in (usually in a few ms; the
 * live region announces what is added). If the kit cannot be loaded, the mapped message shows.
 */
function ServerMessage({ html, fallbackKey }: { html: string; fallbackKey: string }) {
  const [kit, setKit] = useState<Sanitizer | 'failed' | undefined>(sanitizer);
  useEffect(() => {
    if (kit) return;
    let live = true;
    import('../html/sanitize.js').then(
      (loaded) => { sanitizer = loaded; if (live) setKit(loaded); },
      () => { if (live) setKit('failed'); },
    );
    return () => { live = false; };
  }, [kit]);
  if (kit === 'failed') return <p className="mck-error" part="error-message" role="alert" data-mck-form-failure>{anyKey(fallbackKey)}</p>;
  return kit
    ? <div className="mck-error" part="error-message" role="alert" data-mck-form-failure dangerouslySetInnerHTML={kit.safeHtml(html)} />
    : <div className="mck-error" part="error-message" role="alert" data-mck-form-failure />;
}
