import { MEDIA_PLACEMENTS, type MediaPlacement } from './story-container.layout.js';

/**
 * What the story container reads from the content the CMS printed inside the tag (E§3 Story item):
 * item N is the child with `slot="text-N"` (eyebrow, display number, title, description, CTA
 * links, footnotes) and the child with `slot="media-N"` (an image, a nested `mck-*` tag, …). The
 * media child says how it is shown: `data-media-placement` (left, the default, or right),
 * `data-template` (the item's template name, which names the kind of media) and
 * `data-accessibility-description`.
 */

/** E§3 Story item template names: each names the kind of media the item holds. */
export const STORY_TEMPLATES = ['storyItem', 'videoForStory', 'bespokeForStory', 'flourishForStory', 'cerosForStory'] as const;
export type StoryTemplate = (typeof STORY_TEMPLATES)[number];

export interface StoryItem {
  /** N of `text-N` / `media-N`. */
  index: number;
  hasText: boolean;
  hasMedia: boolean;
  placement: MediaPlacement;
  template: StoryTemplate;
  accessibilityDescription: string;
  /** Values the CMS printed that are not one of the listed ones, for the console. */
  problems: string[];
}

const SLOT = /^(text|media)-([1-9]\d*)$/;

const listed = <V extends string>(values: readonly V[], value: string | null, fallback: V, what: string, problems: string[]): V => {
  if (value === null || value === '') return fallback;
  if ((values as readonly string[]).includes(value)) return value as V;
  problems.push(`${what} "${value}" is not one of ${values.join(', ')}; using ${fallback}`);
  return fallback;
};

export function readItems(host: HTMLElement): StoryItem[] {
  const byIndex = new Map<number, { text?: Element; media?: Element }>();
  for (const child of host.children) {
    const match = SLOT.exec(child.getAttribute('slot') ?? '');
    if (!match) continue;
    const index = Number(match[2]);
    const entry = byIndex.get(index) ?? {};
    entry[match[1] as 'text' | 'media'] ??= child;
    byIndex.set(index, entry);
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([index, { text, media }]) => {
    const problems: string[] = [];
    return {
      index,
      hasText: !!text,
      hasMedia: !!media,
      placement: listed(MEDIA_PLACEMENTS, media?.getAttribute('data-media-placement') ?? null, 'left', `item ${index} data-media-placement`, problems),
      template: listed(STORY_TEMPLATES, media?.getAttribute('data-template') ?? null, 'storyItem', `item ${index} data-template`, problems),
      accessibilityDescription: media?.getAttribute('data-accessibility-description')?.trim() ?? '',
      problems,
    };
  });
}

/**
 * The items as one string, so `useLightDom` re-renders only when they really change (it compares
 * flat values); {@link storyItems} reads it back.
 */
export const readStory = (host: HTMLElement) => ({ items: JSON.stringify(readItems(host)) });
export const storyItems = (items: string): StoryItem[] => JSON.parse(items) as StoryItem[];
