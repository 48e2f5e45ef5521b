/**
 * The public contract of `<mck-video>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, requiredText, text } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import { defineStrings } from '../../core/text/i18n.js';

export const videoAttributes = {
  videoId: requiredText({ doc: 'The video service id. Required.' }),
  label: text('', { doc: 'Accessible name of the video.' }),
  poster: text('', { doc: 'Poster image URL shown before playback.' }),
  autoplay: bool(true, { doc: 'Start playing (muted) when in view, unless the reader prefers reduced motion; `autoplay="false"` turns it off.' }),
};

/** The parts of `<mck-video>`, for `mck-video::part(…)`. */
export const videoParts = /* @__PURE__ */ defineParts({
  base: 'The frame around the video.',
  video: 'The `<video>` element.',
  toggle: 'The play/pause button.',
});

/** What `<mck-video>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface VideoEvents {
  /** On `window` (legacy bus: `video:play`): this video started playing; the others pause. */
  'mck:video:play': MckEventMap['video:play'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<VideoEvents> {}
}

/** Dictionary keys of `<mck-video>` with their English defaults. */
export const videoStrings = defineStrings({
  Video_Play: 'Play video',
  Video_Pause: 'Pause video',
});
export const { t } = videoStrings;
