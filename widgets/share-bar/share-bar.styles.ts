export const shareBarStyles = `
.share { display: grid; gap: var(--_space-2); justify-items: start; }
.heading { margin: 0; font-size: var(--_font-size-md); font-weight: 600; }
.list { display: flex; flex-wrap: wrap; gap: var(--_space-2); margin: 0; padding: 0; list-style: none; }
.share.vertical .list { flex-direction: column; }
.button, .email {
  display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0 var(--_space-3);
  border: 2px solid var(--_color-accent); border-radius: var(--_radius); cursor: pointer;
  background: transparent; color: var(--_color-accent); font: inherit; font-weight: 600; line-height: 1.2;
  text-decoration: none; transition: background-color 150ms ease-out, color 150ms ease-out;
}
.button:hover, .email:hover { background: var(--_color-accent); color: var(--_color-accent-ink); }
.button:focus-visible, .email:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.hint { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (prefers-reduced-motion: reduce) { .button, .email { transition: none; } }
`;
