import { ERROR_ATTR, KEPT_ATTR } from './hydration.js';

/**
 * The shared design tokens. Pages theme widgets by setting the public `--mck-*` custom properties
 * anywhere above the element (`:root`, a section, the tag itself); custom properties inherit
 * through the shadow boundary. Inside a shadow root, widgets use only the private `--_*`
 * variables, which fall back to the defaults below, so a page that sets nothing still gets the
 * house style. Structural styling from outside goes through `::part(...)`.
 *
 * `--mck-font-size` (a px or rem length, default 16px; not em or %, which would resolve anew at
 * every depth) is the one size a page sets: a widget's `1rem` means it, never the page's root font
 * size (`adoptStyles` maps `rem` to {@link REM}), and `em` follows from it. A page with Bootstrap 3's
 * `html { font-size: 10px }` draws widgets at full size.
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
  'font-size': '16px',
  'line-height': '1.5',
  // The type scale: every widget's text takes one of these steps (in widget rem, so
  // `--mck-font-size` scales them all), and headings the tight line height. xs–sm are notes and
  // labels, md the body, lg–xl titles of cards and sections, 2xl–4xl headings, 5xl–6xl display
  // (the section header's fluid sizes reach them on wide screens). A test holds every widget to it.
  'font-size-xs': '0.8125rem',
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.125rem',
  'font-size-xl': '1.25rem',
  'font-size-2xl': '1.5rem',
  'font-size-3xl': '2rem',
  'font-size-4xl': '2.5rem',
  'font-size-5xl': '3.5rem',
  'font-size-6xl': '4.5rem',
  'line-height-tight': '1.2',
  // The spacing scale: gaps, paddings and margins between a widget's parts.
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '1rem',
  'space-4': '1.5rem',
  'space-5': '2rem',
  'space-6': '3rem',
  radius: '2px',
  'transition-speed': '200ms',
} as const;
export type TokenName = keyof typeof TOKENS;

const privateVar = (name: TokenName) => `--_${name}`;

const privateVars = (Object.keys(TOKENS) as TokenName[])
  .map((name) => `${privateVar(name)}: var(--mck-${name}, ${TOKENS[name]});`)
  .join('\n  ');

/**
 * A widget's `1rem`: the host's `--mck-font-size`, passed down its shadow tree unchanged (a custom
 * property inherits as written), so the page's root font size never sizes a widget.
 */
export const REM = `var(${privateVar('font-size')})`;

/**
 * Adopted by every widget's shadow root before its own styles.
 *
 * `all: initial` cuts the host off from what the page's body and ancestors pass down by inheritance
 * (line-height, letter-spacing, text-transform, font, text-align, white-space, text-indent …), so
 * only the `--mck-*` custom properties (which `all` leaves alone), `direction` and the language
 * reach inside. Re-inherited: `visibility` and `pointer-events` (a widget in a hidden or inert part
 * of the page must stay so), `cursor`, `writing-mode` and `text-size-adjust` (a page's choice about
 * mobile text inflation, not a look).
 *
 * A page rule naming the host itself (`* { … }`, `mck-quiz { … }`) still beats `:host` for normal
 * declarations, so two are `!important` (for important rules the shadow tree wins):
 * - `box-sizing`: a page's `* { box-sizing: content-box !important }` would reach every element
 *   inside through `inherit`;
 * - `font-size`: the widget's size is `--mck-font-size` and nothing else; CMS templates style the
 *   unhydrated tag with page rules (`mck-quiz { font-size: 1rem }` is 10px on a Bootstrap 3 page).
 * The rest stay normal so a widget's own `:host` rule can set them (its family, line-height, colour).
 * A widget that changes its host's font size does it on an inner element, in `em` or `rem`.
 */
const HOST_CSS = `
:host {
  all: initial;
  visibility: inherit;
  pointer-events: inherit;
  cursor: inherit;
  writing-mode: inherit;
  text-size-adjust: inherit;
  -webkit-text-size-adjust: inherit;
  ${privateVars}
  display: block;
  box-sizing: border-box !important;
  color: var(--_color-ink);
  font-family: var(--_font-family-ui);
  font-size: ${REM} !important;
  line-height: var(--_line-height);
}
:host([hidden]) { display: none !important; }
*, *::before, *::after { box-sizing: inherit; }
:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
button { font: inherit; color: inherit; }
`;

/**
 * The form-control style: every control writes in the widget's own family and size (a browser
 * would draw them in its own small font), and a text field, select or text area gets one border,
 * radius, padding and surface. Zero specificity, so a widget's own rules refine it.
 */
const FORM_CONTROLS_CSS = `
:where(input, select, textarea) { font: inherit; color: inherit; }
:where(input:not([type="checkbox"], [type="radio"], [type="range"], [type="file"], [type="color"]), select, textarea) {
  padding: var(--_space-1) var(--_space-2); border: 1px solid var(--_color-muted);
  border-radius: var(--_radius); background: var(--_color-surface); color: var(--_color-ink);
}
:where(input[type="checkbox"], input[type="radio"]) { accent-color: var(--_color-accent); }
.mck-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;

/**
 * The disclosure chevron, one look for every button that opens something below it (a filter list,
 * a folded group, a region's offices): two borders turned 45°, down while the button is closed,
 * up once it is open (its aria-expanded). Physical sides: it points the same way in right-to-left
 * pages. <span class="mck-chevron" aria-hidden="true"></span>, last in the button.
 */
const CHEVRON_CSS = `
.mck-chevron {
  flex: none; display: inline-block; inline-size: 0.5em; block-size: 0.5em;
  border-right: 2px solid currentColor; border-bottom: 2px solid currentColor;
  transform: translateY(-25%) rotate(45deg); transition: transform var(--_transition-speed);
}
[aria-expanded="true"] > .mck-chevron { transform: translateY(25%) rotate(-135deg); }
`;

/**
 * The error and empty states: one short message, as tall as its text. A failed widget drops the
 * box its working self would take (a hero's height and navy band, a grid's columns, a player's
 * fixed height): important, because the widget's own host rules and the page's fallback box for
 * the tag would otherwise keep it, and inside the shadow tree an important rule wins over both.
 */
const STATES_CSS = `
:host([${ERROR_ATTR}]) {
  display: block !important; block-size: auto !important;
  aspect-ratio: auto !important; padding: 0 !important; overflow: visible !important;
  justify-items: normal !important; align-content: normal !important;
  background: none !important; color: var(--_color-ink) !important;
}
`;

/**
 * Except the height the reader has been seeing it at, held while in view (box-keeper.ts): the
 * message then fills that box as one panel, rather than sitting on top of a blank.
 */
const KEPT_STATE_CSS = `
:host([${ERROR_ATTR}]:not([${KEPT_ATTR}])) { min-block-size: 0 !important; }
:host([${ERROR_ATTR}][${KEPT_ATTR}]) { display: grid !important; }
.mck-error {
  border-inline-start: 4px solid var(--_color-error); padding: var(--_space-2) var(--_space-3);
  background: var(--_color-subtle); color: var(--_color-ink); text-align: start;
  font: var(--_font-size-md) / var(--_line-height) var(--_font-family-ui);
}
.mck-empty {
  margin: 0; padding: var(--_space-3) 0; color: var(--_color-muted);
  font: var(--_font-size-md) / var(--_line-height) var(--_font-family-ui);
}
.mck-placeholder {
  display: inline-block; padding: 0 var(--_space-1); border: 1px dashed var(--_color-muted);
  color: var(--_color-muted); font-style: italic;
}
@media (prefers-reduced-motion: reduce) {
  :host { --_transition-speed: 0ms; }
}
`;

/**
 * Every widget's shared styles: the host, the form controls, the chevron, the error and empty
 * states. Their notes are these constants' JSDoc rather than CSS comments, which would ship in
 * the chunk.
 */
export const BASE_CSS = HOST_CSS + FORM_CONTROLS_CSS + CHEVRON_CSS + STATES_CSS + KEPT_STATE_CSS;
