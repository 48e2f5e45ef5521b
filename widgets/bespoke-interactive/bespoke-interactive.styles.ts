/**
 * The stage keeps at least the box the CMS's fallback takes (--mck-bespoke-interactive-height,
 * printed with the tag), so swapping the fallback for the drawn interactive moves nothing. A
 * failure's notice sits over the foot of that box, not under it, so it moves nothing either.
 */
export const bespokeInteractiveStyles = `
:host { display: block; position: relative; }
.stage, ::slotted(*) { min-height: var(--mck-bespoke-interactive-height, 0px); }
.stage[hidden] { display: none; }
.notice {
  position: absolute; inset-inline: 0; inset-block-end: 0; margin: 0; padding: var(--_space-2) var(--_space-3);
  background: var(--_color-subtle); color: var(--_color-ink);
}
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
