import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Video } from './video.js';
import { videoAttributes } from './video.api.js';
import { videoStyles } from './video.styles.js';

/**
 * Inline video (A§4, A§7). When scrolled into view it asks the video service for the video's
 * sources (30 s timeout), picks the MP4 one and plays it muted and looping. Only one video on the
 * page plays at a time: starting one pauses the others. A play/pause button toggles it.
 * If the sources cannot be loaded the video stays unloaded and the server-rendered content inside
 * the tag (e.g. a poster image) stays visible.
 *
 * Autoplay is on by default (muted ambient video) but never with `prefers-reduced-motion`.
 * Tokens are not sent to the video service: it is a third party that needs only its policy key.
 *
 * Keyboard: Tab reaches the play/pause button; Enter or Space toggles.
 *
 * Screen readers: the video is named by `label` (unnamed without it) and has no native controls; it
 * is muted, so it adds no sound. The toggle is a button named "Play video" or "Pause video" by the
 * state, its icon hidden. Until the video is ready, the fallback inside the tag is what is read.
 *
 * @tagname mck-video
 * @summary Muted looping video from the video service; one plays at a time.
 *
 * @slot - Fallback shown until the video is ready, and kept if it cannot load (e.g. a poster `<img>`).
 *
 * @cssprop --mck-color-accent - Button hover colour.
 * @cssprop --mck-color-ink - Frame background.
 */
export class MckVideoElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Video,
  attributes: videoAttributes,
  styles: videoStyles,
}) {}

registerWidget(MckVideoElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-video': MckVideoElement;
  }
}
