/*
 * The media is the CMS's element, slotted: it spans the column at its own ratio (the gallery's
 * `<style>` block gives the unhydrated tag the same rules), so hydrating moves nothing. The overlay
 * lies over it and lets clicks through to a video's controls.
 */
export const fullBleedMediaStyles = `
:host { display: block; }
.full-bleed-media { position: relative; }
::slotted(:is(img, video, picture, mck-video)) { display: block; width: 100%; height: auto; }
.overlay { position: absolute; inset: 0; background: var(--_color-ink); pointer-events: none; }
`;
