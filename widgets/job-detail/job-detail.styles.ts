export const jobDetailStyles = `
:host { display: block; }
.job, .not-found, .fallback { display: flow-root; line-height: 1.5; }
/* While the job and then its similar jobs load, the box the page's fallback stylesheet reserved (job-detail.fallback.css) stays. */
.fallback, .job.pending { min-block-size: var(--job-detail-box, 92rem); }
.job > * + *, .not-found > * + * { margin-top: var(--_space-4); }
p, ul, h1, h2, h3, h4, h5, h6 { margin: 0; }
.title { font-family: var(--_font-family); font-size: var(--_font-size-3xl); line-height: 1.2; }
.section-heading { font-family: var(--_font-family); font-size: var(--_font-size-xl); line-height: 1.3; margin-bottom: var(--_space-2); }
.eyebrow, .job-id, .locations { color: var(--_color-muted); font-size: var(--_font-size-sm); }
.job-header > * + * { margin-top: var(--_space-2); }
.cities, .entry-levels, .similar-jobs, .share-links { padding: 0; list-style: none; }
.cities { display: flex; flex-wrap: wrap; gap: var(--_space-1) var(--_space-3); }
.apply-links { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: flex-start; }
.entry-levels { display: flex; flex-wrap: wrap; gap: var(--_space-2); }
.apply {
  display: inline-block; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); font-weight: 600;
  background: var(--_color-accent); color: var(--_color-accent-ink); text-decoration: none;
}
.similar-jobs { display: grid; gap: var(--_space-3); grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
.similar-job { display: flex; flex-direction: column; gap: var(--_space-1); padding: var(--_space-3); border: 1px solid var(--_color-line); }
.share-links { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: end; }
/*
 * The share bar is added empty and renders its four buttons a moment later (its loader's turn):
 * until then it keeps their box, one row where the column holds them (24.5rem) and two below
 * that, so neither the copy button nor the page under the posting moves when they come.
 */
.share-links { container-type: inline-size; }
::slotted(mck-share-bar:not([data-mck-rendered])) { flex: 0 1 24.5rem; min-block-size: 2.75rem; }
@container (max-width: 24.5rem) { ::slotted(mck-share-bar:not([data-mck-rendered])) { min-block-size: 6rem; } }
a { color: inherit; }
.back { display: block; width: fit-content; font-weight: 600; color: var(--_color-accent); }
/* Copy link: the share bar's button, beside it. */
button {
  display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0 var(--_space-3);
  border: 2px solid var(--_color-accent); border-radius: var(--_radius); cursor: pointer;
  background: transparent; color: var(--_color-accent); font: inherit; font-weight: 600; line-height: 1.2;
}
button:hover { background: var(--_color-accent); color: var(--_color-accent-ink); }
a:focus-visible, button:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
