import { useLayoutEffect, useState } from 'react';
import { announce } from '../../core/page/announce.js';
import { t } from './job-detail.api.js';

/** The slot the share bar is shown in. */
const SHARE_SLOT = 'share';

/**
 * The job page's share section (D§2 "share"): the site's share bar, `<mck-share-bar>` itself (its
 * popups, short links, Facebook and the networks' `cid`, D§7), and a button that copies the link.
 * The share bar is a widget no other may import, so it is added as an element in the page's DOM,
 * inside this tag, where the loader hydrates it like any printed tag (an element in this shadow
 * root would never be armed), and shown through a slot.
 */
export function JobShare({ host, title, headingLevel }: { host: HTMLElement; title: string; headingLevel: number }) {
  const [copied, setCopied] = useState(false);
  const Heading = `h${headingLevel}` as 'h2';

  useLayoutEffect(() => {
    const bar = document.createElement('mck-share-bar');
    bar.setAttribute('page-title', title);
    bar.slot = SHARE_SLOT;
    host.append(bar);
    return () => bar.remove();
  }, [host, title]);

  const copy = () => {
    void navigator.clipboard?.writeText(location.href).then(() => {
      setCopied(true);
      announce(t('JobDetail_LinkCopied'));
    }, () => setCopied(false));
  };
  return (
    <div className="share" part="share">
      <Heading className="section-heading">{t('JobDetail_Share')}</Heading>
      <div className="share-links">
        <slot name={SHARE_SLOT} />
        <button type="button" part="copy-link" onClick={copy}>{copied ? t('JobDetail_LinkCopied') : t('JobDetail_CopyLink')}</button>
      </div>
    </div>
  );
}
