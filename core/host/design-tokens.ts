/**
 * The shared design tokens. Pages theme widgets by setting the public `--mck-*` custom properties
 * anywhere above the element (`:root`, a section, the tag itself); custom properties inherit
 * through the shadow boundary. Inside a shadow root, widgets use only the private `--_*`
 * variables, which fall back to the defaults below, so a page that sets nothing still gets the
 * house style. Structural styling from outside goes through `::part(...)`.
 */
export const TOKENS = {
  'color-ink': '#051c2c',
  'color-muted': '#4d5b66',
  'color-accent': '#2251ff',
  'color-accent-ink': '#ffffff',
  'color-surface': '#ffffff',
  'color-subtle': '#f0f0f0',
  'color-line': '#d0d0d0',
  'color-error': '#c2261f',
  'color-success': '#00754a',
  'color-focus': '#2251ff',
  'font-family': 'Georgia, "Times New Roman", serif',
  'font-family-ui': 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  'font-size': '1rem',
  'line-height': '1.5',
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '1rem',
  'space-4': '1.5rem',
  'space-5': '2rem',
  radius: '2px',
  'transition-speed': '200ms',
} as const;
export type TokenName = keyof typeof TOKENS;

const privateVars = Object.entries(TOKENS)
  .map(([name, value]) => `--_${name}: var(--mck-${name}, ${value});`)
  .join('\n  ');

/**
 * Adopted by every widget's shadow root before its own styles. The host's `box-sizing` is
 * `!important` because a page's `* { box-sizing: content-box !important }` would otherwise win on the
 * host and reach every element inside through `inherit` (for important rules the shadow tree wins).
 */
export const BASE_CSS = `
:host {
  ${privateVars}
  display: block;
  box-sizing: border-box !important;
  color: var(--_color-ink);
  font-family: var(--_font-family-ui);
  font-size: var(--_font-size);
  line-height: var(--_line-height);
}
:host([hidden]) { display: none !important; }
*, *::before, *::after { box-sizing: inherit; }
:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
button { font: inherit; color: inherit; }
.mck-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.mck-error {
  border-left: 4px solid var(--_color-error); padding: var(--_space-2) var(--_space-3);
  background: var(--_color-subtle); color: var(--_color-ink);
}
.mck-placeholder {
  display: inline-block; padding: 0 var(--_space-1); border: 1px dashed var(--_color-muted);
  color: var(--_color-muted); font-style: italic;
}
@media (prefers-reduced-motion: reduce) {
  :host { --_transition-speed: 0ms; }
}
`;
