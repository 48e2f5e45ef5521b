/**
 * The public contract of `<mck-story-container>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, num } from '../../core/host/attributes.js';
import { HALF_WIDTH } from './story-container.layout.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * items themselves (and each one's media placement and template) are what the CMS prints inside the tag.
 */
export const storyContainerAttributes = {
  desktopTextColumnWidth: num(0, {
    min: 0, max: 100, integer: true,
    doc: `E§2 desktopTextColumnWidth, a percentage: ${HALF_WIDTH} makes the text and media columns 6/6 on desktop; any other value (or none) keeps the default 4/8.`,
  }),
  collapseTopSpace: bool(false, { doc: 'E§3 collapseTopSpace: no space above the first item.' }),
  collapseBottomSpace: bool(false, { doc: 'E§3 collapseBottomSpace: no space below the last item.' }),
};

/** The parts of `<mck-story-container>`, for `mck-story-container::part(…)`. */
export const storyContainerParts = /* @__PURE__ */ defineParts({
  base: 'The sequence of story items.',
  item: 'One story item: its text and media side by side on desktop, stacked below.',
  text: 'An item\'s text column (the CMS\'s `text-N` content, slotted).',
  media: 'An item\'s media column (the CMS\'s `media-N` content, slotted), named for screen readers.',
}, editorParts);

/**
 * What `<mck-story-container>` tells the page (name → detail): nothing (the spec gives it no
 * events). It only lays out what the CMS printed; links and nested widgets inside keep their own.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface StoryContainerEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<StoryContainerEvents> {}
}

/** Dictionary keys of `<mck-story-container>` with their English defaults. */
export const storyContainerStrings = defineStrings({
  /** Editor placeholders: a container without items, an item's empty text or media. */
  StoryContainer_Items: 'Story items',
  StoryContainer_Text: 'Story text',
  StoryContainer_Media: 'Story media',
  /** E§8: the media's screen-reader name when the CMS gave no accessibility description, per template. */
  StoryContainer_MediaExhibit: 'Exhibit',
  StoryContainer_MediaVideo: 'Video',
  StoryContainer_MediaInteractive: 'Interactive graphic',
  StoryContainer_MediaVisualisation: 'Data visualisation',
  StoryContainer_MediaExperience: 'Interactive experience',
});
export const { t } = storyContainerStrings;
