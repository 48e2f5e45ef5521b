import { text } from '../../core/host/attributes.js';
import { embedBase, pathSegment } from '../../core/kits/embed/index.js';

/** Where Flourish serves its embeds; a page (the demo) may point `embed-base` at a stand-in. */
export const FLOURISH_EMBED_BASE = 'https://flo.uri.sh/';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const flourishAttributes = {
  visualisationId: pathSegment({ doc: 'The Flourish visualisation id (E§3 flourishVisualisationID): letters, digits, "-" or "_".' }),
  embedBase: embedBase(FLOURISH_EMBED_BASE, { doc: 'Base URL of the embed host; the frame loads `{embed-base}visualisation/{id}/embed`.' }),
  title: text('', { doc: "The visualisation's title: the frame's accessible name (else a generic one) and, in editor mode, a visible field." }),
};
