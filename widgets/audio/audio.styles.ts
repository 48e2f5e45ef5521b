/**
 * One box from upgrade on (player 4rem, podcast 10rem), the same the CMS template gives its
 * fallback. A podcast whose embed cannot be had (`data-state` empty or error) keeps its printed
 * link, as tall as its text, rather than a 10rem band around it.
 */
export const PLAYER_HEIGHT = '4rem';
export const EMBED_HEIGHT = '10rem';

export const audioStyles = `
:host { display: block; block-size: ${PLAYER_HEIGHT}; }
:host([podcast-url]:not([src]):not([track-id])) { block-size: ${EMBED_HEIGHT}; }
:host([podcast-url]:not([src]):not([track-id]):is([data-state="empty"], [data-state="error"])) { block-size: auto; }
.fallback { display: block; }
.player {
  box-sizing: border-box; display: flex; align-items: center; gap: var(--_space-3);
  block-size: 100%; padding: 0 var(--_space-3); font-family: var(--_font-family-ui);
  background: var(--_color-subtle); color: var(--_color-ink); border-radius: var(--_radius);
}
.toggle {
  flex: none; display: inline-flex; align-items: center; gap: var(--_space-2); block-size: 2.75rem;
  padding: 0 var(--_space-3); border: 2px solid var(--_color-accent); border-radius: 1.375rem; cursor: pointer;
  background: var(--_color-accent); color: var(--_color-accent-ink); font: 600 1rem/1 var(--_font-family-ui);
}
.toggle svg { inline-size: 1rem; block-size: 1rem; fill: currentColor; }
:host(:dir(rtl)) .toggle svg { transform: scaleX(-1); }
.body { flex: 1; min-inline-size: 0; display: flex; flex-direction: column; gap: var(--_space-2); }
.title { font-size: var(--_font-size-sm); line-height: 1.2; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.progress {
  position: relative; block-size: 0.5rem; border-radius: 0.25rem; cursor: pointer;
  background: color-mix(in srgb, var(--_color-ink) 20%, transparent);
}
.fill { position: absolute; inset-block: 0; inset-inline-start: 0; border-radius: inherit; background: var(--_color-accent); }
.time { flex: none; font-size: var(--_font-size-sm); font-variant-numeric: tabular-nums; }
.toggle:focus-visible, .progress:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.embed { block-size: 100%; }
.embed iframe { display: block; inline-size: 100%; block-size: 100%; border: 0; }
@media (prefers-reduced-motion: no-preference) {
  .fill { transition: inline-size 250ms linear; }
}
`;
