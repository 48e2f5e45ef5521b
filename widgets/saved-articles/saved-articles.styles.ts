import { dialogStyles } from '../../core/kits/dialog/index.js';
import { listStyles } from '../../core/kits/list/index.js';

const button = `
  padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font: 600 1rem/1.25 var(--_font-family-ui);
  border: 2px solid var(--_color-accent);`;

export const savedArticlesStyles = dialogStyles + listStyles + `
:host { display: block; }
.heading { font-family: var(--_font-family); margin: 0 0 var(--_space-3); font-size: var(--_font-size-2xl); line-height: 1.25; }
.list { display: grid; gap: var(--_space-4); margin: 0; padding: 0; list-style: none; }
.item {
  display: grid; grid-template-columns: 8rem 1fr auto; gap: var(--_space-3); align-items: start;
  padding-block-end: var(--_space-4); border-block-end: 1px solid var(--_color-subtle); font-family: var(--_font-family-ui);
}
.image { display: block; width: 8rem; height: 5rem; object-fit: cover; background: var(--_color-subtle); }
.type { margin: 0; font-size: var(--_font-size-xs); font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: var(--_color-muted); }
.title { margin: var(--_space-1) 0 0; font-family: var(--_font-family); font-size: var(--_font-size-xl); line-height: 1.3; }
.link { color: inherit; text-decoration: none; }
.link:hover { text-decoration: underline; }
.actions { position: relative; }
.unsave { ${button} background: transparent; color: var(--_color-accent); }
.tooltip {
  position: absolute; inset-block-start: calc(100% + var(--_space-1)); inset-inline-end: 0; z-index: 1; width: max-content; max-width: 16rem;
  padding: var(--_space-2) var(--_space-3); background: var(--_color-ink); color: var(--_color-surface); font-size: var(--_font-size-sm);
}
.more { min-height: 3.5rem; padding-top: var(--_space-3); }
.primary { ${button} background: var(--_color-accent); color: var(--_color-accent-ink); }
.secondary { ${button} background: transparent; color: var(--_color-accent); }
.primary[aria-disabled="true"] { cursor: progress; opacity: 0.7; }
.dialog-actions { display: flex; gap: var(--_space-3); flex-wrap: wrap; }
.placeholder { padding: var(--_space-3); border: 2px dashed var(--_color-muted); color: var(--_color-muted); }
a:focus-visible, button:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
@media (max-width: 40rem) { .item { grid-template-columns: 1fr; } .image { width: 100%; height: 10rem; } }
`;
