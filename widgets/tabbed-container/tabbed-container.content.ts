/**
 * What the tabbed container reads from the content the CMS printed inside the tag. Each child
 * `<section>` is one tab's panel; its label is the heading inside it marked `data-tab-label`
 * (`<section><h3 data-tab-label>Overview</h3>…</section>`), so without JavaScript the panels read
 * in order, each under its label as a heading. An optional `<header slot="header">` holds the
 * module's eyebrow, display number, title and description. The panels stay where the CMS put them:
 * the widget only sets `hidden` on the inactive panels and on the labels its tabs repeat.
 */

export const PANEL_SELECTOR = ':scope > section';
export const LABEL_SELECTOR = '[data-tab-label]';

export const panelsOf = (host: HTMLElement): HTMLElement[] => [...host.querySelectorAll<HTMLElement>(PANEL_SELECTOR)];

const labelOf = (panel: HTMLElement) => panel.querySelector(LABEL_SELECTOR)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** A flat snapshot for `useLightDom` (it compares flat values): the labels as one string, and whether a header is printed. */
export const readTabs = (host: HTMLElement) => ({
  labels: JSON.stringify(panelsOf(host).map(labelOf)),
  hasHeader: !!host.querySelector(':scope > [slot="header"]'),
});

export const tabLabels = (labels: string): string[] => JSON.parse(labels) as string[];

/** Shows the active panel alone, and hides the printed labels (the tabs or the select show them). */
export function showPanel(host: HTMLElement, active: number): void {
  panelsOf(host).forEach((panel, index) => {
    panel.hidden = index !== active;
    panel.querySelectorAll<HTMLElement>(LABEL_SELECTOR).forEach((label) => { label.hidden = true; });
  });
}

/** Puts the printed content back as the CMS printed it (the widget is gone or shows its error state). */
export function restorePanels(host: HTMLElement): void {
  panelsOf(host).forEach((panel) => {
    panel.hidden = false;
    panel.querySelectorAll<HTMLElement>(LABEL_SELECTOR).forEach((label) => { label.hidden = false; });
  });
}
