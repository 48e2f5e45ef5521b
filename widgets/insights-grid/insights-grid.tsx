import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { LoadMore, useList } from '../../core/kits/list/index.js';
import { pageLanguage as configLanguage } from '../../core/page/config.js';
import { type insightsGridAttributes, t } from './insights-grid.api.js';
import { fetchInsightsPage, insightsGridFailures, type InsightsGridQuery } from './insights-grid.calls.js';
import { InsightsCard } from './insights-grid.card.js';

export function InsightsGrid(props: WidgetProps<typeof insightsGridAttributes>) {
  useSignals();
  const { heading, headingLevel, limit, taxonomyAndTags, excludeItems, filters, language, isAlumni, fullText } = props;
  const pageLanguage = configLanguage();
  const query: InsightsGridQuery = { taxonomyAndTags, excludeItems, filters, language: language || pageLanguage, isAlumni };
  const { status, items, list } = useList(fetchInsightsPage, query, {
    paging: { kind: 'cursor', pageSize: limit },
    failures: insightsGridFailures,
  });

  // Until the first page is in, and when there is none (no match, or the call failed: E§8 "returns
  // nothing"), the grid stays as the CMS printed it: its own content shows through the slot.
  if (status !== 'ready') {
    return <div className="fallback" part="fallback" aria-busy={status === 'loading' || status === 'waiting'}><slot /></div>;
  }
  return (
    <section className="insights-grid" part="base" aria-label={heading.trim() || t('InsightsGrid_Label')}>
      <EditorField name="Heading" value={heading} as={`h${headingLevel}` as 'h2'} className="heading" part="heading" />
      <ul className="cards" part="cards">
        {items.map((article) => (
          <InsightsCard key={article.id} article={article} titleLevel={headingLevel + 1} pageLanguage={pageLanguage} fullText={fullText} />
        ))}
      </ul>
      <div className="more"><LoadMore list={list} /></div>
    </section>
  );
}
