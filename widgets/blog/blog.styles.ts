import { listStyles } from '../../core/kits/list/index.js';

/** After the list kit's styles: the blog's "Load more" is an outlined button. */
export const blogStyles = listStyles + `
:host { display: block; }
.blog { display: grid; gap: var(--_space-5); }
.hero { position: relative; display: grid; align-items: end; min-height: var(--_hero-height); background: var(--_hero-background); color: #ffffff; overflow: hidden; }
.hero-image { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.hero-text { position: relative; display: grid; gap: var(--_space-3); padding: var(--_space-5) var(--_space-4); background: linear-gradient(transparent, rgb(5 28 44 / 0.85) 30%); }
.hero-no-image .hero-text { background: none; }
.heading { margin: 0; font-family: var(--_font-family); font-weight: 400; font-size: var(--_font-size-4xl); line-height: 1.15; }
.description { font-size: var(--_font-size-lg); }
.description > * { margin: 0; }
.description a { color: #ffffff; }
/* The share bar's height (heading and a row of 2.75rem buttons) is kept before it hydrates: nothing below moves. */
.share { min-height: 5rem; padding-inline: var(--_space-4); }
/* On a phone's column its buttons take two rows (8rem, as the fallback CSS reserves for the share tools there). */
@media (max-width: 479px) { .share { min-height: 8rem; } }
.browse { display: flex; flex-wrap: wrap; gap: var(--_space-4) var(--_space-5); padding-inline: var(--_space-4); }
.browse-heading { margin: 0 0 var(--_space-2); font-size: var(--_font-size-sm); font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
.browse-list ul, .card-authors, .card-tags { display: flex; flex-wrap: wrap; gap: var(--_space-1) var(--_space-3); margin: 0; padding: 0; list-style: none; }
.browse-link, .card a, .all-posts { color: var(--_color-accent); text-underline-offset: 0.2em; }
.browse-link[aria-current="page"] { font-weight: 700; color: var(--_color-ink); }
.listing { display: grid; gap: var(--_space-4); padding-inline: var(--_space-4); }
.listing-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--_space-2) var(--_space-4); }
.listing-heading { margin: 0; font-family: var(--_font-family); font-weight: 400; font-size: var(--_font-size-2xl); }
.cards { display: grid; gap: var(--_space-5) var(--_space-4); grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); margin: 0; padding: 0; list-style: none; }
.theme-standard .cards { grid-template-columns: minmax(0, 1fr); max-width: 45rem; }
.card { display: flex; flex-direction: column; gap: var(--_space-2); }
.card-image-link { display: block; }
.card-image { display: block; width: 100%; height: auto; object-fit: cover; background: var(--_color-subtle); }
.card-title { margin: 0; font-family: var(--_font-family); font-weight: 400; font-size: var(--_font-size-xl); line-height: 1.3; }
.card-title a { color: var(--_color-ink); text-decoration: none; }
.card-title a:hover { text-decoration: underline; }
.card-date, .card-authors { color: var(--_color-muted); font-size: var(--_font-size-sm); }
.card-description { margin: 0; }
.card-tags { font-size: var(--_font-size-sm); }
.read-more { font-weight: 600; }
.more:empty { display: none; }
.mck-load-more-button {
  padding: var(--_space-2) var(--_space-4); border: 2px solid var(--_color-accent); border-radius: var(--_radius);
  background: var(--_color-surface); color: var(--_color-accent); font: inherit; font-weight: 600; cursor: pointer;
}
a:focus-visible, button:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
