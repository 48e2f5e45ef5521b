/*
 * The CMS's heading and dek are slotted: their own margins go (a page's CSS still wins over
 * `::slotted`). The breadcrumb is one wrapping row whose separators sit in the inline-start padding
 * of each step after the first, so right to left mirrors it; the separator is decorative (its
 * alternative text is empty). Nothing moves, so there is no motion to reduce.
 */
export const universalHeaderStyles = `
.universal-header { display: grid; gap: var(--_space-3); }
::slotted(*) { margin: 0; }
.crumbs { display: flex; flex-wrap: wrap; margin: 0; padding: 0; list-style: none; font-size: var(--_font-size-sm); }
.crumb + .crumb::before { content: "/" / ""; padding-inline: var(--_space-2); color: var(--_color-muted); }
a { color: var(--_color-accent); text-underline-offset: 0.2em; }
.current { color: var(--_color-ink); font-weight: 600; }
a.current { text-decoration: none; }
`;
