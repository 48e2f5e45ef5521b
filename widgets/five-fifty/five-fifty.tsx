import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { DESKTOP_QUERY, useDebouncedMatch } from '../../core/host/viewport.js';
import { useLightDom } from '../../core/kits/content/index.js';
import meta from './meta.json';
import { type fiveFiftyAttributes, t } from './five-fifty.api.js';
import { assignPanels, readPanels, restorePanels, tabsOf, type Tab } from './five-fifty.content.js';
import { RELAYOUT_DEBOUNCE_MS } from './five-fifty.layout.js';
import { usePageState } from './five-fifty.page.js';
import { PinnedStory } from './five-fifty.pinned.js';
import { SwipeStory } from './five-fifty.swipe.js';

const defaultLabel = (tab: Tab): string => {
  switch (tab.kind) {
    case 'hero': return t('FiveFifty_Hero');
    case 'story': return t('FiveFifty_Story', { number: tab.story });
    case 'related': return t('FiveFifty_Related');
  }
};

export function FiveFifty({ host, label, headerOffset }: WidgetProps<typeof fiveFiftyAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const snapshot = useLightDom(host, readPanels);
  const { tabs, problems } = useMemo(() => tabsOf(snapshot.panels), [snapshot.panels]);
  const labels = useMemo(() => tabs.map((tab) => tab.label || defaultLabel(tab)), [tabs]);
  const desktop = useDebouncedMatch(DESKTOP_QUERY, RELAYOUT_DEBOUNCE_MS);
  const [active, setActive] = useState(0);
  const shown = Math.min(active, Math.max(0, tabs.length - 1));
  const announced = useRef(shown);

  useEffect(() => { for (const problem of problems) console.warn(`[${meta.tag}] ${problem}`); }, [problems]);
  // The sections are the CMS's own elements, each shown through a slot of its own (nested widgets
  // hydrate where they are); before the browser paints.
  useLayoutEffect(() => assignPanels(host), [host, snapshot.panels]);
  useEffect(() => () => restorePanels(host), [host]);
  usePageState(tabs[shown]?.kind);

  useEffect(() => {
    if (announced.current === shown || !tabs[shown]) return;
    announced.current = shown;
    fire(host, 'mck-five-fifty-change', { index: shown, id: tabs[shown].id, kind: tabs[shown].kind });
  }, [host, shown, tabs]);
  const onActive = useCallback((index: number) => setActive(index), []);

  if (!tabs.length) {
    return editing ? <div className="empty" part="base"><EditorField name={t('FiveFifty_Empty')} value="" /></div> : null;
  }
  const Story = desktop ? PinnedStory : SwipeStory;
  return (
    <Story
      host={host} tabs={tabs} labels={labels} active={shown} onActive={onActive}
      label={label || labels[0]!} headerOffset={headerOffset}
    />
  );
}
