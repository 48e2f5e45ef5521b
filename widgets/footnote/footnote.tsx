import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { useLightDom } from '../../core/kits/content/index.js';
import { safeHtml } from '../../core/kits/html/sanitize.js';
import { type footnoteAttributes, t } from './footnote.api.js';

/** What the footnote reads from the content the CMS printed inside the tag: the marker, e.g. `<sup>1</sup>`. */
function readMarker(host: HTMLElement): { marker: string } {
  return { marker: host.textContent?.trim() ?? '' };
}

export function Footnote({ host, note, side }: WidgetProps<typeof footnoteAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const { marker } = useLightDom(host, readMarker);
  const [open, setOpen] = useState(false);
  const noteRef = useRef<HTMLSpanElement>(null);
  const noteId = useId();
  const returningFocus = useRef(false);

  // The note is a manual popover: in the top layer, so no overflow or z-index of the page clips it.
  useEffect(() => {
    const popover = noteRef.current;
    if (!popover?.showPopover) return;
    if (open && !popover.matches(':popover-open')) popover.showPopover();
    if (!open && popover.matches(':popover-open')) popover.hidePopover();
  }, [open]);

  // Pointer and click listeners are the DOM's own, not React's: what the reader points at is the
  // marker the CMS printed (a <sup> slotted into the button), which is outside React's tree, so
  // React's synthetic mouse and click events never see it. A touch opens by its click only (a
  // touch "leaves" as soon as the finger lifts).
  const base = useCallback((el: HTMLSpanElement | null) => {
    if (!el) return;
    const hover = (to: boolean) => (event: PointerEvent) => event.pointerType !== 'touch' && setOpen(to);
    el.addEventListener('pointerenter', hover(true));
    el.addEventListener('pointerleave', hover(false));
    el.querySelector('.marker')?.addEventListener('click', () => setOpen(true));
  }, []);

  // A marker without a note is plain text for visitors: there is nothing to open.
  if (!note.trim() && !editing) return <slot />;

  const leaveFocus = (event: FocusEvent) => {
    // Focus moving into the note (a link in it) keeps it open.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    // Esc from a link in the note goes back to the marker, which stays closed until used again.
    returningFocus.current = true;
    host.shadowRoot?.querySelector<HTMLButtonElement>('.marker')?.focus();
    returningFocus.current = false;
  };

  return (
    <span ref={base} className={`footnote side-${side}`} part="base"
      onFocus={() => returningFocus.current || setOpen(true)} onBlur={leaveFocus} onKeyDown={onKeyDown}>
      <button type="button" className="marker" part="marker" aria-label={marker ? t('Footnote_Label', { marker }) : undefined}
        aria-expanded={open} aria-controls={noteId} aria-describedby={noteId}>
        <slot><EditorField name="Marker" value="" /></slot>
      </button>
      <span ref={noteRef} id={noteId} className="note" part="note" role="tooltip" popover="manual">
        {note.trim() ? <span dangerouslySetInnerHTML={safeHtml(note)} /> : <EditorField name="Note" value="" />}
      </span>
    </span>
  );
}
