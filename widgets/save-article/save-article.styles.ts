export const saveArticleStyles = `
:host { display: block; }
.save-article { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-4); font-family: var(--_font-family-ui); }
.save {
  display: inline-flex; align-items: center; gap: var(--_space-2); min-height: 2.75rem;
  padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font: 600 1rem/1.25 var(--_font-family-ui);
  border: 2px solid var(--_color-accent); background: transparent; color: var(--_color-accent);
}
.save svg { width: 1rem; height: 1rem; fill: none; stroke: currentColor; stroke-width: 1.5; }
.save.saved { background: var(--_color-accent); color: var(--_color-accent-ink); }
.save.saved svg { fill: currentColor; }
.save[aria-disabled="true"] { cursor: progress; opacity: 0.7; }
.rating { display: flex; align-items: center; gap: var(--_space-2); margin: 0; padding: 0; border: 0; }
.rating legend { float: inline-start; margin-inline-end: var(--_space-2); padding: 0; }
.stars { display: inline-flex; }
.star { position: relative; display: inline-flex; min-width: 2.75rem; min-height: 2.75rem; align-items: center; justify-content: center; cursor: pointer; font-size: var(--_font-size-2xl); color: var(--_color-muted); }
.star.on { color: var(--_color-accent); }
.star input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
.star:has(input:focus-visible) { outline: 2px solid var(--_color-focus); outline-offset: -2px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.save:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.mck-error { flex-basis: 100%; margin: 0; }
@media (prefers-reduced-motion: no-preference) { .save, .star { transition: color var(--_transition-speed), background-color var(--_transition-speed); } }
`;
