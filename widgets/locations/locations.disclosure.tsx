import type { ReactNode } from 'react';

interface DisclosureProps {
  /** Unique in the widget: the panel's id. */
  id: string;
  label: string;
  /** Level of the heading that holds the button (ARIA accordion pattern: a button in a heading). */
  level: number;
  open: boolean;
  onToggle: () => void;
  /** `region` or `country`: names the parts (`region-toggle`, `region-panel`). */
  kind: 'region' | 'country';
  children: ReactNode;
}

/**
 * One disclosure of the accordion: a heading holding a button that shows or hides its panel.
 * Buttons are natively keyboard operable (Tab, Enter, Space), so no key handling is needed.
 */
export function Disclosure({ id, label, level, open, onToggle, kind, children }: DisclosureProps) {
  const Heading = `h${Math.min(level, 6)}` as 'h3';
  return (
    <>
      <Heading className={`${kind}-heading`}>
        <button type="button" className={`toggle ${kind}-toggle`} part={`${kind}-toggle`} aria-expanded={open} aria-controls={id} onClick={onToggle}>
          {label}<span className="mck-chevron" aria-hidden="true" />
        </button>
      </Heading>
      <div id={id} className={`${kind}-panel`} part={`${kind}-panel`} hidden={!open}>
        {children}
      </div>
    </>
  );
}
