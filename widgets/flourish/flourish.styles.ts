/**
 * The box: the frame's height (--mck-flourish-height, default 575 px, Flourish's own default) plus
 * one 1.5rem line for the link after a 0.5rem gap. A CMS template's fallback reserves the same
 * box from the same property (flourish.examples.html), so hydrating moves nothing.
 */
export const flourishStyles = `
:host { display: block; }
.flourish { margin: 0; }
.frame { display: block; width: 100%; height: var(--mck-flourish-height, 575px); border: 0; }
.link {
  display: block; width: fit-content; margin-top: var(--_space-2); font-size: var(--_font-size-md); line-height: 1.5rem;
  color: var(--_color-accent); font-family: var(--_font-family-ui);
}
.link:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.editor-title { margin: 0 0 var(--_space-2); font-weight: 600; }
`;
