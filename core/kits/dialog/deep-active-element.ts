/**
 * The focused element, looking inside shadow roots: for an opener button inside a widget,
 * `document.activeElement` is only the widget's host element.
 */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
