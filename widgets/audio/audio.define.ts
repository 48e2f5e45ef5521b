import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Audio } from './audio.js';
import { audioAttributes } from './audio.api.js';
import { audioStyles } from './audio.styles.js';

/**
 * Audio player (E§2, E§4, E§7, E§8). Three sources: a library audio file (`src`, checked by the
 * core URL rules), a track on the sound host (`track-id`: it streams at once, and its info call
 * only names it — a failed info call is silent) and a podcast episode (`podcast-url`: the sound
 * host's oembed html, reduced by the html kit to one titled iframe from that host).
 * The player's button plays and pauses and says which it will do; at the end the position goes
 * back to the start. Starting it pauses any other audio or video on the page.
 *
 * Without JS, or until the player is there, the CMS's printed content inside the tag shows: a
 * native `<audio controls>` or a link to the episode. The host keeps one box from upgrade on
 * (4rem, a podcast 10rem); the CMS template gives its fallback the same box.
 *
 * Keyboard: Tab reaches the button (Enter or Space plays or pauses), then the progress slider
 * (arrow keys move 5 s, Home and End go to the start and the end).
 *
 * Screen readers: the button is named "Play" or "Pause" (its next action) with the title; the
 * progress is a slider named "Position in" the title, its value read as "m:ss of m:ss"; the visible
 * time and the icon are hidden. A podcast episode is an iframe titled by the sound host.
 *
 * @tagname mck-audio
 * @summary Audio player for a library file, a hosted track or a podcast episode.
 *
 * @slot - Server-rendered fallback: a native `<audio controls>` or a link to the episode.
 *
 * @cssprop --mck-color-accent - Button and progress colour.
 * @cssprop --mck-color-subtle - Player background.
 */
export class AudioElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Audio,
  attributes: audioAttributes,
  styles: audioStyles,
}) {}

registerWidget(AudioElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-audio': AudioElement;
  }
}
