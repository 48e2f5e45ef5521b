import type { PublishedWorkItem } from '../../core/contracts/profiles.js';
import { PUBLISHED_WORK_PAGE_SIZE } from '../../core/contracts/profiles.js';
import { resolveCtaLink } from '../../core/kits/content/index.js';
import { LoadMore, useList } from '../../core/kits/list/index.js';
import { formatDate, SHORT_DATE } from '../../core/kits/text/index.js';
import { fetchPublishedWork, profileFailures, type WorkSource } from './profile.calls.js';
import { t } from './profile.api.js';

interface PublishedWorkProps {
  source: WorkSource;
  headingLevel: number;
  language: string;
}

/** One item: its title (a link when the URL passes the checks), source, type and date. */
function WorkItem({ item, language }: { item: PublishedWorkItem; language: string }) {
  const link = resolveCtaLink({ url: item.URL, text: item.Title });
  return (
    <li className="work-item" part="work-item">
      <p className="work-title" part="work-title">
        {link.ok ? <a className="link" part="work-link" href={link.link.href} target={link.link.target} rel={link.link.rel}>{link.link.text}</a> : item.Title}
      </p>
      <p className="work-meta" part="work-meta">
        {[item.source, item.ArticleType].filter(Boolean).join(' · ')}
        {' '}<time dateTime={item.DisplayDate}>{formatDate(item.DisplayDate, language, SHORT_DATE)}</time>
      </p>
    </li>
  );
}

/** D§4 "Published work list": 8 items, and each "Load more" adds 8 (list kit, offset paging). */
export function PublishedWork({ source, headingLevel, language }: PublishedWorkProps) {
  const { status, items, list } = useList(fetchPublishedWork, source, {
    paging: { kind: 'offset', pageSize: PUBLISHED_WORK_PAGE_SIZE },
    failures: profileFailures,
  });
  if (status !== 'ready') return null;
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <section className="section published-work" part="published-work">
      <Heading className="section-heading" part="section-heading">{t('Profile_PublishedWork')}</Heading>
      <ul className="work-list" part="work-list">
        {items.map((item, index) => <WorkItem key={`${index}-${item.URL}`} item={item} language={language} />)}
      </ul>
      <LoadMore list={list} />
    </section>
  );
}
