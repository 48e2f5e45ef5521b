import { listStyles } from '../../core/kits/list/index.js';
/**
 * The people page: the hero in its mode, then area A (about, background, published work), with
 * the expertise in area A, in area C below it, or in a sidebar beside it (a third of the width
 * from 768 px, below area A under it). Logical properties throughout, so Arabic mirrors.
 */
export const profileStyles = listStyles + `
:host { display: block; font-family: var(--_font-family-ui); color: var(--_color-ink); }
.hero { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_space-4); align-items: center; margin-block-end: var(--_space-5); }
.photo { display: block; width: 12rem; height: 12rem; object-fit: cover; background: var(--_color-subtle); }
/* Beside the text only where the text keeps a column of its own: on a phone the photo goes above the name. */
@media (min-width: 768px) { .hero:has(.photo) { grid-template-columns: auto minmax(0, 1fr); } }
.hero-independent-v2, .hero-independent-v2:has(.photo) { grid-template-columns: minmax(0, 1fr); justify-items: center; text-align: center; }
.hero-circular-crop .photo { border-radius: 50%; }
.hero-full-bleed, .hero-full-bleed:has(.photo) { grid-template-columns: minmax(0, 1fr); position: relative; min-height: 20rem; align-items: end; }
.hero-full-bleed .photo { position: absolute; inset: 0; width: 100%; height: 100%; }
.hero-full-bleed .hero-text { position: relative; padding: var(--_space-4); background: rgb(0 0 0 / 0.72); color: #fff; }
.hero-full-bleed .locations { color: inherit; }
/*
 * The name breaks between words, evenly (balance), and inside a word only when that word alone is
 * wider than the line; a phone takes the smaller heading step.
 */
.name {
  margin: 0; font: 400 var(--_font-size-3xl)/var(--_line-height-tight) var(--_font-family);
  overflow-wrap: break-word; text-wrap: balance; hyphens: auto;
}
@media (min-width: 768px) { .name { font-size: var(--_font-size-4xl); } }
.eng-name { margin: var(--_space-1) 0 0; font-size: var(--_font-size-lg); }
.firm-title { margin: var(--_space-2) 0 0; font-weight: 600; }
.locations { margin: var(--_space-1) 0 0; color: var(--_color-muted); }
.get-in-touch {
  margin-block-start: var(--_space-3); padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer;
  font: 600 var(--_font-size-md)/1.25 var(--_font-family-ui); border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink);
  transition: background-color var(--_transition-speed);
}
.get-in-touch:focus-visible, .link:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.body { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_space-5); }
@media (min-width: 768px) { .body.with-sidebar { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); } }
.section { margin-block-end: var(--_space-5); }
.section-heading { margin: 0 0 var(--_space-3); font: 400 var(--_font-size-2xl)/1.25 var(--_font-family); }
.rich { line-height: 1.6; }
.rich > :first-child { margin-top: 0; }
.expertise-list { margin: 0; padding-inline-start: var(--_space-4); line-height: 1.6; }
.additional-heading { margin: var(--_space-3) 0 var(--_space-1); font-weight: 600; }
.work-list { margin: 0 0 var(--_space-3); padding: 0; list-style: none; }
.work-item { padding-block: var(--_space-2); border-block-end: 1px solid var(--_color-subtle); }
.work-title { margin: 0; font-weight: 600; }
.work-meta { margin: var(--_space-1) 0 0; font-size: var(--_font-size-sm); color: var(--_color-muted); }
.link { color: inherit; }
`;
