import { bool, requiredText, text } from '../../core/host/attributes.js';

export const videoAttributes = {
  videoId: requiredText({ doc: 'The video service id. Required.' }),
  label: text('', { doc: 'Accessible name of the video.' }),
  poster: text('', { doc: 'Poster image URL shown before playback.' }),
  autoplay: bool(true, { doc: 'Start playing (muted) when in view, unless the reader prefers reduced motion; `autoplay="false"` turns it off.' }),
};
