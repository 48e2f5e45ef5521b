/** Fired on `<mck-accordion>` when a visitor opens or closes an item. Bubbles, composed. */
export const ACCORDION_TOGGLE = 'mck-accordion-toggle';
export interface AccordionToggleDetail {
  /** Position among the items shown (items skipped for missing title or body do not count). */
  index: number;
  open: boolean;
}
declare global {
  interface HTMLElementEventMap {
    [ACCORDION_TOGGLE]: CustomEvent<AccordionToggleDetail>;
  }
}
