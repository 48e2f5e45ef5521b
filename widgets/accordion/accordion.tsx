import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { fire } from '../../core/host/fire.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { safeHtml } from '../../core/kits/html/sanitize.js';
import { type accordionAttributes, type AccordionItem, t } from './accordion.api.js';

const hasText = (value: string | undefined) => !!value && value.trim() !== '';

/**
 * Items printed by the server as `<details><summary>Title</summary>Body</details>` inside the
 * tag: the page reads well without JavaScript, and the widget enhances the same content.
 */
export function itemsFromLightDom(host: HTMLElement): AccordionItem[] {
  return Array.from(host.querySelectorAll(':scope > details')).map((details) => {
    const summary = details.querySelector(':scope > summary');
    // Serialise a copy without the summary: text the server escaped (`&lt;img&gt;`) stays escaped,
    // so it is shown as text, never turned into markup.
    const body = details.cloneNode(true) as HTMLDetailsElement;
    body.querySelector(':scope > summary')?.remove();
    return { title: summary?.textContent?.trim() ?? '', body: body.innerHTML.trim() };
  });
}

/** E§5: items without both a title and a body are skipped (editors still see them). */
export function visibleItems(items: AccordionItem[], editing: boolean): AccordionItem[] {
  return editing ? items : items.filter((item) => hasText(item.title) && hasText(item.body));
}

export function Accordion(props: WidgetProps<typeof accordionAttributes>) {
  useSignals();
  const { host, heading, headingLevel, multiple, openFirst } = props;
  const editing = useEditorMode();
  const items = visibleItems(props.items.length ? props.items : itemsFromLightDom(host), editing);
  const [open, setOpenState] = useState<ReadonlySet<number>>(() => new Set(openFirst && items.length ? [0] : []));
  // The latest open set, also between a click and the re-render it causes (two quick clicks).
  const openRef = useRef(open);
  const setOpen = (next: ReadonlySet<number>) => {
    openRef.current = next;
    setOpenState(next);
  };
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const Heading = `h${headingLevel}` as 'h3'; // 2 to 6, checked by the attribute

  if (!items.length && !editing) return null;

  const toggle = (index: number) => {
    const current = openRef.current;
    const willOpen = !current.has(index);
    const next = new Set(multiple ? current : []);
    if (willOpen) next.add(index);
    else next.delete(index);
    setOpen(next);
    fire(host, 'mck-accordion-toggle', { index, open: willOpen });
  };

  // WAI-ARIA accordion pattern: arrows move between headers, Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <section part="base" className="accordion">
      <EditorField name="Heading" value={heading} as="h2" className="heading" part="heading" />
      <div className="list" part="list">
        {items.map((item, index) => {
          const isOpen = open.has(index);
          const triggerId = `${baseId}-trigger-${index}`;
          const panelId = `${baseId}-panel-${index}`;
          return (
            <div className="item" part="item" key={index}>
              <Heading className="item-heading">
                <button
                  ref={(el) => { triggers.current[index] = el; }}
                  type="button"
                  className="trigger"
                  part="trigger"
                  id={triggerId}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <EditorField name="Title" value={item.title} className="title" />
                  <span className="mck-visually-hidden">{t(isOpen ? 'Accordion_Collapse' : 'Accordion_Expand')}</span>
                  <svg className="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="M2 5l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              </Heading>
              <div className="panel" part="panel" id={panelId} role="region" aria-labelledby={triggerId} hidden={!isOpen}>
                {hasText(item.body)
                  ? <div dangerouslySetInnerHTML={safeHtml(item.body)} />
                  : <EditorField name="Body" value="" />}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
