/**
 * The stage keeps at least the box the CMS's fallback takes (--mck-bespoke-interactive-height,
 * printed with the tag), so swapping the fallback for the drawn interactive moves nothing.
 */
export const bespokeInteractiveStyles = `
:host { display: block; }
.stage, ::slotted(*) { min-height: var(--mck-bespoke-interactive-height, 0px); }
.stage[hidden] { display: none; }
.notice { margin: 0.5rem 0 0; color: var(--_color-ink); }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
