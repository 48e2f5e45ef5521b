/**
 * The box keeps the experience's height (padding-bottom from the aspect ratio, or a fixed height)
 * whether the frame is there yet or not (a failure notice shows inside it); the link follows on one 1.5rem line after a 0.5rem gap.
 * A CMS template's fallback reserves the same (ceros.examples.html), so hydrating moves nothing.
 */
export const cerosStyles = `
:host { display: block; }
.ceros { margin: 0; }
.box { position: relative; width: 100%; height: 0; overflow: hidden; }
.frame { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; transform-origin: top left; }
:host(:dir(rtl)) .frame { transform-origin: top right; inset-inline-start: 0; }
.link {
  display: block; width: fit-content; margin-top: var(--_space-2); font-size: var(--_font-size-md); line-height: 1.5rem;
  color: var(--_color-accent);
}
/* In the box, so a failure moves nothing: the box keeps the experience's height. */
.notice { position: absolute; inset: 0; display: grid; place-items: center; margin: 0; padding: var(--_space-2); text-align: center; background: var(--_color-subtle); }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
