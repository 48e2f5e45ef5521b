export const blogEntryStyles = `
:host { display: block; }
.blog-entry { display: block; } /* block, not grid: the printed entry's margins behave as they did before hydration */
/* Entries touch (padding, no margins): the line that picks the active entry is always inside one. */
.entry { display: grid; gap: var(--_space-3); padding-block: var(--_space-5); border-top: 1px solid var(--_color-line); max-width: 45rem; width: 100%; margin-inline: auto; }
.entry-image { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; background: var(--_color-subtle); }
.entry-image.small { width: 50%; }
/* With a caption the figure takes the render style's width; the image fills it, the caption under it. */
.entry-figure { display: grid; gap: var(--_space-2); margin: 0; }
.entry-figure.small { width: 50%; }
.entry-figure .entry-image { width: 100%; }
.entry-caption { color: var(--_color-muted); font-size: var(--_font-size-sm); }
.entry-title { margin: 0; font-family: var(--_font-family); font-weight: 400; font-size: var(--_font-size-3xl); line-height: 1.2; }
.entry-date, .entry-authors { margin: 0; color: var(--_color-muted); font-size: var(--_font-size-sm); }
.entry-description { font-size: var(--_font-size-lg); }
.entry-description > *, .entry-body > :first-child { margin-top: 0; }
.entry-body { font-family: var(--_font-family); font-size: var(--_font-size-lg); line-height: 1.6; }
/* Related posts: small cards (image 8/5, the card theme's ratio, D§9), as many across as fit. */
.related { display: grid; gap: var(--_space-3); }
.related-heading { margin: 0; font-family: var(--_font-family); font-weight: 400; font-size: var(--_font-size-2xl); }
.related-list { display: grid; gap: var(--_space-4); grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); margin: 0; padding: 0; list-style: none; }
.related-card { display: flex; flex-direction: column; gap: var(--_space-2); }
.related-image-link { display: block; }
.related-image { display: block; width: 100%; height: auto; aspect-ratio: 8 / 5; object-fit: cover; background: var(--_color-subtle); }
.related-title { margin: 0; font-family: var(--_font-family); font-weight: 400; font-size: var(--_font-size-lg); line-height: 1.3; }
.related-title a { color: var(--_color-ink); text-decoration: none; }
.related-title a:hover { text-decoration: underline; }
.related-date { color: var(--_color-muted); font-size: var(--_font-size-sm); }
.entry-tags { display: flex; flex-wrap: wrap; gap: var(--_space-2) var(--_space-3); margin: 0; padding: 0; list-style: none; font-size: var(--_font-size-sm); }
a { color: var(--_color-accent); text-underline-offset: 0.2em; }
a:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
/* Room for the entries to come (BlogEntry); the fallback CSS reserves the same below the printed entry. */
.to-come { padding-block-end: 100vh; }
.loading { margin: 0; padding-block: var(--_space-3); color: var(--_color-muted); text-align: center; }
`;
