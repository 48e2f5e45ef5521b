export const jobsBannerStyles = `
:host { display: block; }
.jobs-banner { display: flow-root; font-family: var(--_font-family-ui); line-height: 1.5; }
.jobs-banner > * { margin: 0; }
.jobs-banner > * + * { margin-top: var(--_space-3); }
.heading { font-family: var(--_font-family); font-size: var(--_font-size-2xl); line-height: 1.2; }
.count, .message { font-size: var(--_font-size-xl); font-weight: 600; }
.jobs { padding: 0; list-style: none; }
.jobs li + li { margin-top: var(--_space-2); }
/* One line per job, so the box a page reserves for the banner holds it whatever the titles. */
.jobs li { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
/* A job line still loading: a bar where its title will be. */
.pending li { background: linear-gradient(var(--_color-subtle) 0 0) 0 50% / 40% 0.75rem no-repeat; }
:host(:dir(rtl)) .pending li { background-position-x: 100%; }
a { color: inherit; }
.search-link { display: block; width: fit-content; font-weight: 600; color: var(--_color-accent); }
a:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
