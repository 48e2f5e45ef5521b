export const videoStyles = `
/* One 16:9 box from upgrade on, whatever state is shown (fallback, error, video): no shift. */
:host { aspect-ratio: 16 / 9; }
.frame { position: relative; background: var(--_color-ink); aspect-ratio: 16 / 9; overflow: hidden; }
video { display: block; width: 100%; height: 100%; object-fit: cover; }
.toggle {
  position: absolute; left: var(--_space-3); bottom: var(--_space-3); display: inline-flex;
  align-items: center; justify-content: center; width: 2.75rem; height: 2.75rem; padding: 0;
  border: 2px solid var(--_color-accent-ink); border-radius: 50%; cursor: pointer;
  background: rgb(5 28 44 / 0.7); color: var(--_color-accent-ink);
}
.toggle:hover { background: var(--_color-accent); }
.toggle svg { width: 1rem; height: 1rem; fill: currentColor; }
.fallback { display: block; }
`;
