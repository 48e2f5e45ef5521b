import { defineStrings } from '../../core/text/i18n.js';

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
