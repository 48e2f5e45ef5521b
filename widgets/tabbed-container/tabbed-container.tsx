import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode, useNothingToShow } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { useLightDom } from '../../core/kits/content/index.js';
import { t, type tabbedContainerAttributes } from './tabbed-container.api.js';
import { readTabs, restorePanels, showPanel, tabLabels } from './tabbed-container.content.js';
import { MOBILE_QUERY, useMediaQuery } from '../../core/host/viewport.js';

/**
 * The ARIA tabs pattern's keys (automatic activation): Left and Right move to the previous and
 * next tab and wrap around, Home and End to the first and last. In a right-to-left page Left and
 * Right are mirrored, so Left still moves towards the visually left tab.
 */
export function tabAfterKey(key: string, current: number, count: number, rtl: boolean): number | null {
  if (count < 1) return null;
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step) return (current + (rtl ? -step : step) + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The direction the element is laid out in (its own or an ancestor's `dir`). */
const isRightToLeft = (el: Element): boolean => el.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';

type Props = WidgetProps<typeof tabbedContainerAttributes>;

export function TabbedContainer({ host, mobileRendering, activeTab }: Props) {
  useSignals();
  const editing = useEditorMode();
  const snapshot = useLightDom(host, readTabs);
  const labels = useMemo(() => tabLabels(snapshot.labels).map((label, index) => label || t('TabbedContainer_Untitled', { number: index + 1 })), [snapshot.labels]);
  const dropdown = useMediaQuery(MOBILE_QUERY) && mobileRendering === 'dropdown';
  const active = activeTab < labels.length ? activeTab : 0;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // The panels are the CMS's own elements, shown through the slot where it printed them (nested
  // widgets hydrate as anywhere else); only their `hidden` changes, before the browser paints.
  useLayoutEffect(() => showPanel(host, active), [host, active, snapshot.labels]);
  useEffect(() => () => restorePanels(host), [host]);

  const select = (index: number) => {
    if (index === active) return;
    // The attribute is the state: the page can read and set it, and it survives a re-render.
    host.setAttribute('active-tab', String(index));
    fire(host, 'mck-tabbed-container-change', { index, label: labels[index]! });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, active, labels.length, isRightToLeft(host));
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  };

  useNothingToShow(host, !labels.length && !editing ? 'no tab panels inside the tag' : null);
  if (!labels.length) {
    return editing ? <div className="tabbed" part="base"><EditorField name={t('TabbedContainer_Tabs')} value="" /></div> : null;
  }
  return (
    <div className="tabbed" part="base">
      {snapshot.hasHeader && <div className="header" part="header"><slot name="header" /></div>}
      {dropdown ? (
        <select className="select" part="select" aria-label={t('TabbedContainer_Choose')} value={active}
          onChange={(event) => select(Number(event.currentTarget.value))}>
          {labels.map((label, index) => <option key={index} value={index}>{label}</option>)}
        </select>
      ) : (
        <div className="tablist" part="tablist" role="tablist" onKeyDown={onKeyDown}>
          {labels.map((label, index) => (
            <button key={index} ref={(button) => { tabs.current[index] = button; }} type="button" role="tab" id={`tab-${index}`}
              className="tab" part={index === active ? 'tab tab-active' : 'tab'} aria-selected={index === active}
              aria-controls="panel" tabIndex={index === active ? 0 : -1} onClick={() => select(index)}>
              {label}
            </button>
          ))}
        </div>
      )}
      <div className="panel" part="panel" id="panel" {...(dropdown
        ? { role: 'region', 'aria-label': labels[active] }
        : { role: 'tabpanel', 'aria-labelledby': `tab-${active}`, tabIndex: 0 })}>
        <slot />
      </div>
    </div>
  );
}
