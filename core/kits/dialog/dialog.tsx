import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { t } from './dialog.strings.js';
import { deepActiveElement } from './deep-active-element.js';
import { lockPageScroll } from './scroll-lock.js';

export interface DialogProps {
  open: boolean;
  /** Esc, the close button, or the dialog closing itself: the owner sets `open` to false. */
  onClose(): void;
  /** The visible title; it also names the dialog (`aria-labelledby`). */
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal on the native `<dialog>` with `showModal()`: the browser makes the rest of the page inert
 * and puts the dialog in the top layer (also from inside a widget's shadow root). On top of that:
 * focus goes back to whatever opened it, the page behind stops scrolling, Esc goes through
 * `onClose` so the owner's state stays the truth, and it is labelled by its title.
 *
 * Focus moves in by the browser's rule: the first element with `autoFocus`, else the first
 * focusable one (the close button comes last, so content wins).
 */
export function Dialog({ open, onClose, title, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = deepActiveElement();
    dialog.showModal();
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
      aria-labelledby={titleId}
      onCancel={cancel}
      onClose={() => open && onClose()}
    >
      {open && (
        <>
          <h2 id={titleId} className="mck-dialog-title" part="dialog-title">{title}</h2>
          <div className="mck-dialog-body" part="dialog-body">{children}</div>
          <button type="button" className="mck-dialog-close" part="dialog-close" aria-label={t('Dialog_Close')} onClick={onClose}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" /></svg>
          </button>
        </>
      )}
    </dialog>
  );
}
