import { navigationUrl, text } from '../../core/host/attributes.js';

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
