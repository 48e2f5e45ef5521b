/*
 * The wrappers add no box of their own, so the list lies where the CMS's fallback list lay (the
 * gallery's `<style>` block prints these same rules for the unhydrated tag): hydrating moves nothing.
 */
export const tocStyles = `
.title { margin: 0 0 var(--_space-2); font-size: var(--_font-size-sm); font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; }
.list { display: grid; gap: var(--_space-1); margin: 0; padding: 0; list-style: none; }
.link {
  display: block; padding: var(--_space-1) var(--_space-3); border-inline-start: 2px solid var(--_color-line);
  color: var(--_color-ink); text-decoration: none;
  transition: border-color var(--_transition-speed) ease-out, color var(--_transition-speed) ease-out;
}
.sub .link { padding-inline-start: var(--_space-5); }
.link:hover { color: var(--_color-accent); text-decoration: underline; }
.link[aria-current] { border-inline-start-color: var(--_color-accent); color: var(--_color-accent); }
@media (prefers-reduced-motion: reduce) { .link { transition: none; } }
`;
