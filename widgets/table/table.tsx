import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { useLightDom } from '../../core/kits/content/index.js';
import { safeHtml } from '../../core/kits/html/sanitize.js';
import { t, type tableAttributes } from './table.api.js';
import { adoptCellStyles } from './table.cells.js';
import { readTableContent } from './table.content.js';
import { afterScaleWait, fitScale } from './table.zoom.js';

/** The table the reader sees now (the desktop one, or the mobile one where the layout shows it). */
const shownTable = (host: HTMLElement) =>
  [...host.querySelectorAll<HTMLTableElement>(':scope > table')].find((table) => table.getClientRects().length > 0) ?? null;

/**
 * Zoomed out, the table's scale fits it to the region, measured {@link afterScaleWait} after the
 * zoom or a resize; zoomed in it is 1. The table's drawn width over the current scale is its own.
 */
function useZoomScale(host: HTMLElement, region: React.RefObject<HTMLDivElement | null>, zoomedOut: boolean): number {
  const [scale, setScale] = useState(1);
  const current = useRef(1);
  useEffect(() => {
    let cancel = () => {};
    const schedule = () => {
      cancel();
      cancel = afterScaleWait(() => {
        const table = shownTable(host);
        const next = zoomedOut && table && region.current
          ? fitScale(region.current.clientWidth, table.getBoundingClientRect().width / current.current)
          : 1;
        current.current = next;
        setScale(next);
      });
    };
    schedule();
    const observer = typeof ResizeObserver === 'function' && zoomedOut ? new ResizeObserver(schedule) : null;
    if (observer && region.current) observer.observe(region.current);
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [host, region, zoomedOut]);
  return scale;
}

export function Table({ host, legendItems, dataLegend }: WidgetProps<typeof tableAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const content = useLightDom(host, readTableContent);
  const region = useRef<HTMLDivElement>(null);
  const [zoomedOut, setZoomedOut] = useState(false);
  const scale = useZoomScale(host, region, zoomedOut);
  useLayoutEffect(() => adoptCellStyles(host), [host]);

  const zoom = () => {
    setZoomedOut(!zoomedOut);
    fire(host, 'mck-table-zoom', { zoomedOut: !zoomedOut });
  };

  if (!content.table && !editing) return null;
  // The title, table, source and notes stay the CMS's own elements, shown through slots: the page
  // reads the same without JavaScript and hydrating moves nothing (the gallery's fallback style
  // reserves the row of the colour legend and zoom button, and the data legend's line at the end).
  return (
    <figure className="table" part="base">
      <div className="header" part="header">
        <slot name="eyebrow" />
        <slot name="title"><EditorField name="Title" value="" /></slot>
        <slot name="description" />
      </div>
      <div className="toolbar" part="toolbar">
        {legendItems.length > 0 && (
          <ul className="color-legend" part="color-legend" aria-label={t('Table_ColorLegend')}>
            {legendItems.map((item, index) => (
              <li key={index}><span className="swatch" part="swatch" style={{ background: item.color }} />{item.label}</li>
            ))}
          </ul>
        )}
        <button type="button" className="zoom" part="zoom" aria-pressed={zoomedOut} onClick={zoom}>
          {zoomedOut ? t('Table_ZoomIn') : t('Table_ZoomOut')}
        </button>
      </div>
      {/* Focusable and named, so keyboard users can scroll a table wider than the page with the arrow keys. */}
      <div className="region" part="region" role="region" tabIndex={0} aria-label={content.title || t('Table_Region')} ref={region}>
        <div className="scaler" style={{ zoom: scale }}>
          <slot><EditorField name="Table" value="" as="p" /></slot>
          <slot name="mobile" />
        </div>
      </div>
      {(content.source || editing) && <div className="source" part="source"><slot name="source"><EditorField name="Source" value="" /></slot></div>}
      {(content.notes || editing) && <div className="notes" part="notes"><slot name="notes"><EditorField name="Notes" value="" /></slot></div>}
      {dataLegend && <div className="legend" part="legend" dangerouslySetInnerHTML={safeHtml(dataLegend)} />}
    </figure>
  );
}
