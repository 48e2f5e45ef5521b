/**
 * What the table reads from the content the CMS printed inside the tag (E§3 Table module): the
 * eyebrow, title and description (`slot="eyebrow|title|description"`), the table itself (a
 * `<table>` without a slot, E§3 body), the mobile table (`<table slot="mobile">`, mobileBody), the
 * source and the notes with footnotes (`slot="source|notes"`). They stay the CMS's own elements.
 */
/**
 * Set on the tag while the widget shows its render: until then the CMS's content is in the tag
 * unstyled by the widget (before the chunk loads, and between the element's definition and its
 * first render), so a page's fallback style gives it the rendered box with `:not([data-table-shown])`.
 */
export const SHOWN_ATTR = 'data-table-shown';

export interface TableContent {
  /** The title's text, the name of the scrollable region. */
  title: string;
  table: boolean;
  mobileTable: boolean;
  source: boolean;
  notes: boolean;
}

const textOf = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export function readTableContent(host: HTMLElement): TableContent {
  const child = (selector: string) => host.querySelector(`:scope > ${selector}`);
  return {
    title: textOf(child('[slot="title"]')) || textOf(child('table:not([slot]) > caption')),
    table: !!child('table:not([slot])'),
    mobileTable: !!child('table[slot="mobile"]'),
    source: !!textOf(child('[slot="source"]')),
    notes: !!textOf(child('[slot="notes"]')),
  };
}
