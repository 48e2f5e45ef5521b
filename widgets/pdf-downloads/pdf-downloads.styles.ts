export const pdfDownloadsStyles = `
.downloads { display: grid; gap: var(--_space-3); }
.heading, .subheading { margin: 0; font-family: var(--_font-family); }
.heading { font-size: var(--_font-size-xl); }
.subheading { font-size: var(--_font-size-md); }
.list { display: grid; gap: var(--_space-2); margin: 0; padding: 0; list-style: none; }
.link { color: var(--_color-accent); font-weight: 600; text-underline-offset: 0.2em; transition: text-underline-offset 150ms ease-out; }
.link:hover { text-underline-offset: 0.35em; }
.meta { color: var(--_color-muted); margin-inline-start: var(--_space-1); }
.actions { display: flex; flex-wrap: wrap; gap: var(--_space-2); }
.action {
  min-height: 2.75rem; padding: 0 var(--_space-3); border: 2px solid var(--_color-accent); border-radius: var(--_radius);
  background: transparent; color: var(--_color-accent); font: inherit; font-weight: 600; cursor: pointer;
}
.action:hover { background: var(--_color-accent); color: var(--_color-accent-ink); }
@media (prefers-reduced-motion: reduce) { .link { transition: none; } }
`;
