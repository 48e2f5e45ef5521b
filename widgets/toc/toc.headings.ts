/** One entry of the table of contents: an article heading and the id its link points to. */
export interface TocEntry {
  heading: HTMLElement;
  id: string;
  text: string;
  /** 1–6 for `h1`…`h6`, else 2: entries deeper than the top level listed are indented. */
  level: number;
}

/** Where the headings are looked for (see the `scope` attribute). */
export function scopeOf(host: HTMLElement, scope: string): ParentNode {
  if (scope) return document.querySelector(scope) ?? document.body;
  return host.closest('article, main') ?? document.querySelector('article, main') ?? document.body;
}

/** A readable id from a heading's text: lower case, letters and digits of any script joined by `-`. */
export const slugOf = (text: string): string =>
  text.normalize('NFKC').toLowerCase().trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'section';

/**
 * The headings to list, each with its id: its own, else one made from its text, made unique with
 * `-2`, `-3`… against the page and the other entries. The same article always gets the same ids,
 * so a link copied from one visit works on the next. Pure: `assignIds` writes them.
 */
export function tocEntries(host: HTMLElement, scope: string, selector: string): TocEntry[] {
  const taken = new Set<string>();
  const headings = [...scopeOf(host, scope).querySelectorAll<HTMLElement>(selector)]
    .filter((heading) => !host.contains(heading) && heading.textContent?.trim());
  return headings.map((heading) => {
    const text = heading.textContent!.replace(/\s+/g, ' ').trim();
    let id = heading.id;
    if (!id) {
      const base = `toc-${slugOf(text)}`;
      id = base;
      for (let n = 2; taken.has(id) || document.getElementById(id); n += 1) id = `${base}-${n}`;
    }
    taken.add(id);
    const level = /^H([1-6])$/.exec(heading.tagName)?.[1];
    return { heading, id, text, level: level ? Number(level) : 2 };
  });
}

/** Gives each listed heading the id its link points to, where it has none. */
export function assignIds(entries: readonly TocEntry[]): void {
  for (const { heading, id } of entries) if (!heading.id) heading.id = id;
}
