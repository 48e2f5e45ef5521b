import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-hero>` with their English defaults. */
export const heroStrings = defineStrings({
  Hero_Title: 'Title',
  Hero_Media: 'Image or video',
  Hero_CallToAction: 'Call to action',
  Hero_Caption: 'Image caption',
  Hero_Share: 'Share',
  Hero_PlayVideo: 'Play video',
  Hero_PlayVideoDuration: 'Play video ({duration})',
  Hero_CloseVideo: 'Close video',
  Hero_ReadTranscript: 'Read transcript',
  Hero_ScrollDown: 'Scroll down',
  Hero_VideoLabel: 'Video: {title}',
});
export const { t } = heroStrings;
