import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useMemo, type MouseEvent } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { t, type tocAttributes } from './toc.api.js';
import { useCurrentSection } from './toc.current.js';
import { assignIds, tocEntries, type TocEntry } from './toc.headings.js';
import { prefersReducedMotion } from '../../core/page/motion.js';

/** A plain click or Enter; a click that asks for a new tab or window is left to the browser. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Follows a link to its heading as the browser would, then moves focus there, so that Tab and a
 * screen reader carry on from the section, not from the list; the scroll is smooth unless the
 * reader asked for reduced motion.
 */
function goTo(entry: TocEntry) {
  const reduce = prefersReducedMotion();
  if (!entry.heading.hasAttribute('tabindex')) entry.heading.setAttribute('tabindex', '-1');
  entry.heading.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  entry.heading.focus({ preventScroll: true });
  history.pushState(null, '', `#${encodeURIComponent(entry.id)}`);
}

export function Toc({ host, headings, scope, label }: WidgetProps<typeof tocAttributes>) {
  useSignals();
  const editing = useEditorMode();
  // Read during render, so the first render already lists what the CMS's fallback list showed.
  const entries = useMemo(() => tocEntries(host, scope, headings), [host, scope, headings]);
  useLayoutEffect(() => assignIds(entries), [entries]);
  const [current, setCurrent] = useCurrentSection(entries);
  const topLevel = Math.min(...entries.map((entry) => entry.level));
  if (!entries.length && !editing) return null;

  return (
    <nav className="toc" part="base" aria-labelledby="toc-title">
      <p className="title" part="title" id="toc-title">{label || t('Toc_Title')}</p>
      {entries.length ? (
        <ol className="list" part="list">
          {entries.map((entry) => (
            <li key={entry.id} className={entry.level > topLevel ? 'sub' : undefined}>
              <a
                className="link" part="link" href={`#${encodeURIComponent(entry.id)}`}
                aria-current={entry.id === current ? 'true' : undefined}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  goTo(entry);
                  setCurrent(entry.id);
                }}
              >{entry.text}</a>
            </li>
          ))}
        </ol>
      ) : <EditorField name={t('Toc_Headings')} value="" as="p" />}
    </nav>
  );
}
