/**
 * What the scrolly-telling module reads from the content the CMS printed inside the tag (E§3
 * Scrolly item): step N is the child with `slot="text-N"` (title, description, CTA links,
 * footnotes) and the child with `slot="media-N"` (an exhibit image, a nested `mck-*` tag, …),
 * which may carry `data-accessibility-description`.
 */
export interface ScrollyStep {
  /** N of `text-N` / `media-N`. */
  index: number;
  hasText: boolean;
  hasMedia: boolean;
  accessibilityDescription: string;
}

const SLOT = /^(text|media)-([1-9]\d*)$/;

export function readSteps(host: HTMLElement): ScrollyStep[] {
  const byIndex = new Map<number, { text?: Element; media?: Element }>();
  for (const child of host.children) {
    const match = SLOT.exec(child.getAttribute('slot') ?? '');
    if (!match) continue;
    const entry = byIndex.get(Number(match[2])) ?? {};
    entry[match[1] as 'text' | 'media'] ??= child;
    byIndex.set(Number(match[2]), entry);
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([index, { text, media }]) => ({
    index,
    hasText: !!text,
    hasMedia: !!media,
    accessibilityDescription: media?.getAttribute('data-accessibility-description')?.trim() ?? '',
  }));
}

/** The steps as one string, so `useLightDom` re-renders only when they really change. */
export const readScrolly = (host: HTMLElement) => ({ steps: JSON.stringify(readSteps(host)) });
export const scrollySteps = (steps: string): ScrollyStep[] => JSON.parse(steps) as ScrollyStep[];
