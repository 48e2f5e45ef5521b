export const registrationRailStyles = `
:host { display: block; }
.rail { display: grid; gap: var(--_space-3); max-width: 32rem; }
.heading { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-2xl); line-height: 1.2; }
.heading:focus { outline: none; }
.heading:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.description, .error { margin: 0; }
.form > * { display: block; }
[hidden] { display: none !important; }
.primary {
  justify-self: start; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font-weight: 600;
  border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink); text-decoration: none;
  font: inherit; font-weight: 600;
}
.primary:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.primary[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
`;
