/**
 * What the five-fifty story reads from the content the CMS printed inside the tag (D§2, D§3).
 * Each child `<section>` is one tab's panel, in order: the hero first, then one per story item,
 * its media type in `data-media` (`bespoke`, `ceros`, `image` or `video`: the media itself is the
 * widget or figure the CMS printed in it, `<mck-video>`, `<mck-ceros>`, …), then the related
 * articles marked `data-related`. A tab's label is the heading marked `data-tab-label`. Without
 * JavaScript the sections read in order, each under its heading.
 *
 * The panels stay where the CMS put them: the widget only assigns each to a slot of its own
 * (`slot="panel-<n>"`), and takes that back when it goes.
 */

export const MEDIA_TYPES = ['bespoke', 'ceros', 'image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export type Tab =
  | { kind: 'hero'; id: 'tab-hero'; label: string }
  | { kind: 'story'; id: string; label: string; media: MediaType; story: number }
  | { kind: 'related'; id: 'tab-related-articles'; label: string };
export type TabKind = Tab['kind'];

const PANEL_SELECTOR = ':scope > section';
const LABEL_SELECTOR = '[data-tab-label]';
/** A story's media type when `data-media` is missing or not one of the four (a warning names it): an editor-built interactive. */
const FALLBACK_MEDIA: MediaType = 'bespoke';

export const panelsOf = (host: HTMLElement): HTMLElement[] => [...host.querySelectorAll<HTMLElement>(PANEL_SELECTOR)];
export const slotName = (index: number) => `panel-${index}`;

const labelOf = (panel: HTMLElement) => panel.querySelector(LABEL_SELECTOR)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

interface PrintedPanel { related: boolean; media: string | null; label: string }

/** A flat snapshot for `useLightDom` (it compares flat values): the panels as one string. */
export const readPanels = (host: HTMLElement) => ({
  panels: JSON.stringify(panelsOf(host).map((panel): PrintedPanel => ({
    related: panel.hasAttribute('data-related'),
    media: panel.getAttribute('data-media'),
    label: labelOf(panel),
  }))),
});

const isMediaType = (value: string | null): value is MediaType => (MEDIA_TYPES as readonly (string | null)[]).includes(value);

/**
 * The tabs (D§2 ids: tab-hero, tab-story-{index}-mediatype-{type}, tab-related-articles, stories
 * counted from 1) and the problems to warn about. The first section is the hero; a section marked
 * `data-related` is the related articles (only the last one counts as such).
 */
export function tabsOf(panels: string): { tabs: Tab[]; problems: string[] } {
  const printed = JSON.parse(panels) as PrintedPanel[];
  const problems: string[] = [];
  let story = 0;
  const tabs = printed.map((panel, index): Tab => {
    if (index === 0) return { kind: 'hero', id: 'tab-hero', label: panel.label };
    if (panel.related && index === printed.length - 1) return { kind: 'related', id: 'tab-related-articles', label: panel.label };
    story += 1;
    if (!isMediaType(panel.media)) {
      problems.push(`story ${story}: data-media "${panel.media ?? ''}" is not one of ${MEDIA_TYPES.join(', ')}; shown as ${FALLBACK_MEDIA}`);
    }
    const media = isMediaType(panel.media) ? panel.media : FALLBACK_MEDIA;
    return { kind: 'story', id: `tab-story-${story}-mediatype-${media}`, label: panel.label, media, story };
  });
  return { tabs, problems };
}

/** Gives each printed panel its own slot, so the widget places it (a panel of the track, or a slide). */
export function assignPanels(host: HTMLElement): void {
  panelsOf(host).forEach((panel, index) => { panel.slot = slotName(index); });
}

/** Puts the printed content back as the CMS printed it (the widget is gone or shows its error state). */
export function restorePanels(host: HTMLElement): void {
  panelsOf(host).forEach((panel) => panel.removeAttribute('slot'));
}
