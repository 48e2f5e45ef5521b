import { bool, requiredText, text } from '../../core/host/attributes.js';

export const videoAttributes = {
  videoId: requiredText(),
  label: text(),
  poster: text(),
  autoplay: bool(true),
};
