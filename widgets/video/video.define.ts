import { registerDefaults } from '../../core/text/i18n.js';
import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Video } from './video.js';
import { videoAttributes } from './video.attributes.js';
import { videoStyles } from './video.styles.js';

registerDefaults({ Video_Play: 'Play video', Video_Pause: 'Pause video' });

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
 * @tagname mck-video
 * @summary Muted looping video from the video service; one plays at a time.
 *
 * @attr {string} video-id - The video service id. Required.
 * @attr {string} label - Accessible name of the video.
 * @attr {string} poster - Poster image URL shown before playback.
 * @attr {boolean} autoplay - Start playing when in view. Default on; `autoplay="false"` turns it off.
 * @attr {"load"|"idle"|"visible"|"interaction"} hydrate - When the loader hydrates it. Default `visible`.
 *
 * @fires {CustomEvent<{videoId: string}>} mck:video:play - On `window`: this video started playing.
 *
 * @slot - Fallback shown until the video is ready, and kept if it cannot load (e.g. a poster `<img>`).
 *
 * @csspart base - The frame around the video.
 * @csspart video - The `<video>` element.
 * @csspart toggle - The play/pause button.
 * @csspart error - The error state (missing `video-id`).
 *
 * @cssprop [--mck-color-accent=#2251ff] - Button hover colour.
 * @cssprop [--mck-color-ink=#051c2c] - Frame background.
 */
export class MckVideoElement extends defineWidget({
  tag: meta.tag,
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
