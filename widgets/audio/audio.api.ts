/**
 * The public contract of `<mck-audio>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's.
 * E§2 names three sources; one is set, and when several are the first here wins.
 */
export const audioAttributes = {
  src: navigationUrl('', { doc: 'Library audio file URL (E§2). Checked like any URL the page follows: this origin or the config\'s `navigationOrigins`, http(s) only.' }),
  trackId: text('', { doc: 'Track id on the sound host (E§2): plays its stream; its title comes from the track info call, whose failure is silent (E§8).' }),
  podcastUrl: text('', { doc: 'Podcast episode page URL (E§2): the sound host\'s oembed answer is rendered, reduced to its titled player iframe (E§7).' }),
  label: text('', { doc: 'Title shown with the player and in the play button\'s name; default: the track info\'s title, else "Audio".' }),
};

/** The parts of `<mck-audio>`, for `mck-audio::part(…)`. */
export const audioParts = /* @__PURE__ */ defineParts({
  base: 'The player (library file or hosted track); in editor mode, the box holding the placeholder.',
  toggle: 'The play/pause button; its name says what it will do.',
  title: 'The title beside the button.',
  progress: 'The progress slider (arrow keys, Home and End seek).',
  time: 'Elapsed and total time.',
  embed: 'The podcast player from the oembed answer (one titled iframe).',
}, editorParts);

/**
 * What `<mck-audio>` tells the page (name → detail): nothing. E§4 gives the player no events;
 * starting it pauses other players through core/page/media.ts, not through an event.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface AudioEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<AudioEvents> {}
}

/** Dictionary keys of `<mck-audio>` with their English defaults. */
export const audioStrings = defineStrings({
  Audio_Play: 'Play',
  Audio_Pause: 'Pause',
  Audio_PlayTitle: 'Play {title}',
  Audio_PauseTitle: 'Pause {title}',
  Audio_Position: 'Position in {title}',
  Audio_TimeOf: '{current} of {total}',
  Audio_Untitled: 'Audio',
  Audio_Source: 'Audio source',
});
export const { t } = audioStrings;
