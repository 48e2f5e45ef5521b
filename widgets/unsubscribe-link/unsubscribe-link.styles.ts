export const unsubscribeLinkStyles = `
.unsubscribe-link { display: grid; gap: var(--_space-3); max-width: 40rem; justify-items: start; }
.heading { font-family: var(--_font-family); margin: 0; font-size: var(--_font-size-3xl); line-height: 1.2; }
.message { margin: 0; font-size: var(--_font-size-lg); line-height: 1.5; }
.message:focus { outline: none; }
.message:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.confirm {
  padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font-weight: 600; font-size: var(--_font-size-md);
  border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink);
}
.confirm[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
.confirm:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
