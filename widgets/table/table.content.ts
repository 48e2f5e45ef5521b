/**
 * What the table reads from the content the CMS printed inside the tag (E§3 Table module): the
 * eyebrow, title and description (`slot="eyebrow|title|description"`), the table itself (a
 * `<table>` without a slot, E§3 body), the mobile table (`<table slot="mobile">`, mobileBody), the
 * source and the notes with footnotes (`slot="source|notes"`). They stay the CMS's own elements.
 */

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
