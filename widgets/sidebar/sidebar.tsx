import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode, useNothingToShow } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { overlayOpacity, useLightDom } from '../../core/kits/content/index.js';
import { type sidebarAttributes, t } from './sidebar.api.js';
import { readSidebarContent } from './sidebar.content.js';
import { continueTo, findNextSection } from './sidebar.next-section.js';

const BODY_ID = 'sidebar-body';

export function Sidebar({ host, renderMode, collapsed, backgroundOpacity, nextSection }: WidgetProps<typeof sidebarAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const content = useLightDom(host, readSidebarContent);
  const [expanded, setExpanded] = useState(!collapsed);
  const scrolling = renderMode === 'scrolling';

  const toggle = () => {
    setExpanded(!expanded);
    fire(host, 'mck-sidebar-toggle', { expanded: !expanded });
  };
  const onContinue = () => {
    const section = findNextSection(host, nextSection);
    if (!section) return;
    continueTo(section);
    fire(host, 'mck-sidebar-continue', { section: section.id });
  };

  // Headline, teaser and body stay the CMS's own elements, shown through slots: the page reads the
  // same without JavaScript, and hydrating moves nothing (the gallery's fallback style reserves the
  // toggle's line). Collapsing hides the body box only; editors always see every field.
  const open = expanded || editing;
  const empty = !content.heading && !content.teaser && !content.body;
  useNothingToShow(host, empty && !editing ? 'no headline, teaser or body inside the tag (elements with slot="heading", slot="teaser", or the body as its content)' : null);
  if (empty && !editing) return null;
  return (
    <section className={`sidebar ${renderMode}`} part="base">
      {scrolling && (
        <div className="backdrop" part="background">
          <slot name="background" />
          <div className="overlay" part="overlay" style={{ opacity: overlayOpacity(backgroundOpacity) }} />
        </div>
      )}
      <div className="panel">
        <div className="heading" part="heading"><slot name="heading"><EditorField name="Headline" value="" /></slot></div>
        {(content.teaser || editing) && (
          <div className="teaser" part="teaser"><slot name="teaser"><EditorField name="Teaser" value="" /></slot></div>
        )}
        <div className="body" part="body" id={BODY_ID} hidden={!open}>
          <slot><EditorField name="Description" value="" /></slot>
        </div>
        {(content.body || editing) && (
          <button type="button" className="toggle" part="toggle" aria-expanded={open} aria-controls={BODY_ID} onClick={toggle}>
            {open ? t('Sidebar_Collapse') : t('Sidebar_Expand')}
          </button>
        )}
        {scrolling && (
          <button type="button" className="continue" part="continue" onClick={onContinue}>
            <span aria-hidden="true" className="arrow">↓</span> {t('Sidebar_Continue')}
          </button>
        )}
      </div>
    </section>
  );
}
