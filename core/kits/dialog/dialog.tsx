import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { t } from './dialog.strings.js';
import { deepActiveElement } from './deep-active-element.js';
import { lockPageScroll } from './scroll-lock.js';

/** What Tab can reach in the dialog's own tree (a nested widget's fields are its own to focus). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  /** Esc, the close button, or the dialog closing itself: the owner sets `open` to false. */
  onClose(): void;
  /** The visible title; it also names the dialog (`aria-labelledby`). */
  title?: ReactNode;
  /**
   * The dialog's name when it has no title of its own, because its content begins with a heading
   * (a nested form's): one heading, not two saying the same thing.
   */
  label?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal on the native `<dialog>` with `showModal()`: the browser makes the rest of the page inert
 * and puts the dialog in the top layer (also from inside a widget's shadow root). On top of that:
 * focus goes back to whatever opened it, the page behind stops scrolling, Esc goes through
 * `onClose` so the owner's state stays the truth, and it is labelled by its title.
 *
 * The close button sits at the top, where it shows, so Tab meets it in the order the eye does. Focus
 * moves in to the content: its first element with `autoFocus`, else its first focusable one; the
 * close button when the content has none yet (a nested widget still hydrating).
 */
export function Dialog({ open, onClose, title, label, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = deepActiveElement();
    dialog.showModal();
    const body = dialog.querySelector('.mck-dialog-body');
    (body?.querySelector<HTMLElement>('[autofocus]') ?? body?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const unlock = lockPageScroll();
    return () => {
      if (dialog.open) dialog.close();
      unlock();
      opener?.focus();
    };
  }, [open]);

  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      className={className ? `mck-dialog ${className}` : 'mck-dialog'}
      part="dialog"
      aria-labelledby={title === undefined ? undefined : titleId}
      aria-label={title === undefined ? label : undefined}
      onCancel={cancel}
      onClose={() => open && onClose()}
    >
      {open && (
        <>
          {title !== undefined && <h2 id={titleId} className="mck-dialog-title" part="dialog-title">{title}</h2>}
          <button type="button" className="mck-dialog-close" part="dialog-close" aria-label={t('Dialog_Close')} onClick={onClose}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" /></svg>
          </button>
          <div className="mck-dialog-body" part="dialog-body">{children}</div>
        </>
      )}
    </dialog>
  );
}
