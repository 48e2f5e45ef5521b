import { useState } from 'react';
import { announce } from '../../core/page/announce.js';
import { t } from './job-detail.strings.js';

/**
 * Share links for the job page (D§2 "share"). The share bar's popup and short links are a widget
 * of their own that no other widget may import, and no kit offers them; plain links to the
 * networks' share addresses, an email and a copy button are what a job page needs.
 */
export function shareLinks(pageUrl: string, title: string) {
  const url = encodeURIComponent(pageUrl);
  return [
    { part: 'share-linkedin', label: t('JobDetail_ShareLinkedIn'), href: `https://www.linkedin.com/shareArticle?mini=true&url=${url}` },
    { part: 'share-x', label: t('JobDetail_ShareX'), href: `https://x.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}` },
    { part: 'share-email', label: t('JobDetail_ShareEmail'), href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${pageUrl}`)}` },
  ];
}

export function JobShare({ title, headingLevel }: { title: string; headingLevel: number }) {
  const [copied, setCopied] = useState(false);
  const pageUrl = location.href;
  const Heading = `h${headingLevel}` as 'h2';
  const copy = () => {
    void navigator.clipboard?.writeText(pageUrl).then(() => {
      setCopied(true);
      announce(t('JobDetail_LinkCopied'));
    }, () => setCopied(false));
  };
  return (
    <div className="share" part="share">
      <Heading className="section-heading">{t('JobDetail_Share')}</Heading>
      <ul className="share-links">
        {shareLinks(pageUrl, title).map((link) => (
          <li key={link.part}><a part={link.part} href={link.href} target="_blank" rel="noopener noreferrer">{link.label}</a></li>
        ))}
        <li><button type="button" part="copy-link" onClick={copy}>{copied ? t('JobDetail_LinkCopied') : t('JobDetail_CopyLink')}</button></li>
      </ul>
    </div>
  );
}
