import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { isPending, useAsync } from '../../core/kits/async/index.js';
import { navigateTo } from '../../core/page/navigation.js';
import { type jobDetailAttributes, t } from './job-detail.api.js';
import { fetchJob, JOB_NOT_FOUND_KEY, jobFailures } from './job-detail.calls.js';
import { INVALID_JOB_URL_TARGET, jobKeyOf } from './job-detail.key.js';
// eslint-disable-next-line no-restricted-imports -- a failed call's message key is its failure policy's, chosen at run time
import { t as coreT } from '../../core/text/i18n.js';
import { JobView } from './job-detail.view.js';

export function JobDetailPage({ host, jobKey, headingLevel, jobSearchUrl }: WidgetProps<typeof jobDetailAttributes>) {
  useSignals();
  const key = jobKeyOf(jobKey, location.pathname);
  const job = useAsync(fetchJob, key, { failures: jobFailures });

  // D§2, D§8: a page URL that is not a valid job URL goes to /404 (through the one URL check).
  useEffect(() => {
    if (key === null) navigateTo(INVALID_JOB_URL_TARGET, '[mck-job-detail] invalid job URL');
  }, [key]);

  if (key === null || isPending(job)) {
    return (
      <div className="fallback" part="fallback" aria-busy="true">
        <slot />
        <p className="mck-visually-hidden" role="status">{t('JobDetail_Loading')}</p>
      </div>
    );
  }
  if (job.status === 'ready' && job.data) return <JobView host={host} job={job.data} headingLevel={headingLevel} />;

  // No job by that key (404, or an answer without docs): JobSearch_JobNotFound; else the generic text.
  const messageKey = job.outcome?.messageKey ?? JOB_NOT_FOUND_KEY;
  return (
    <section className="not-found" part="not-found">
      <p className="message" part="message" role="status">{messageKey === JOB_NOT_FOUND_KEY ? t('JobSearch_JobNotFound') : coreT(messageKey)}</p>
      <a className="back" part="back-link" href={jobSearchUrl}>{t('JobDetail_BackToSearch')}</a>
    </section>
  );
}
