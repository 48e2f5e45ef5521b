import { dialogStyles } from '../../core/kits/dialog/index.js';

export const authRouterStyles = `${dialogStyles}
:host { display: block; }
.message { margin: 0 0 var(--_space-4); }
.continue {
  font: inherit; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font-weight: 600;
  border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink);
}
.file-link { color: var(--_color-accent); font-weight: 600; }
.continue:focus-visible, .file-link:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.status { margin: 0; }
.placeholder {
  display: block; padding: var(--_space-2) var(--_space-3); border: 1px dashed currentColor; font-family: var(--_font-family);
}
`;
