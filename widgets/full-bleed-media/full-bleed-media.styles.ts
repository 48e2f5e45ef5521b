import { ERROR_ATTR } from '../../core/host/hydration.js';

/*
 * The media is the CMS's element, slotted: it spans the viewport's width at its own ratio, out of
 * the text column it is printed in (negative margins of half the viewport less half the column:
 * the column is assumed centred, as an article's is), and the page's fallback CSS gives the
 * unhydrated tag the same rules, so hydrating moves nothing. The overlay lies over it and lets
 * clicks through to a video's controls.
 */
export const fullBleedMediaStyles = `
:host { display: block; margin-inline: calc(50% - 50vw); }
/* The error state is a message in the column, like every widget's. */
:host([${ERROR_ATTR}]) { margin-inline: 0 !important; }
.full-bleed-media { position: relative; }
::slotted(:is(img, video, picture, mck-video)) { display: block; width: 100%; height: auto; }
.overlay { position: absolute; inset: 0; background: var(--_color-ink); pointer-events: none; }
`;
