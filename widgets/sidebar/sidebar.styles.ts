/*
 * The headline, teaser and body are the CMS's elements, slotted; the boxes around them give the
 * sidebar its look. The gallery's `<style>` block gives the unhydrated tag the same box (padding,
 * border, and the toggle's line reserved), so hydrating moves nothing. In the scrolling mode the
 * background is `position: sticky` for the whole height of the sidebar: the text panel scrolls over it.
 */
export const sidebarStyles = `
:host { display: block; font-family: var(--_font-family-ui); line-height: 1.5; }
.sidebar { position: relative; isolation: isolate; background: var(--_color-subtle); border-inline-start: 4px solid var(--_color-accent); }
.panel { display: grid; gap: var(--_space-3); justify-items: start; padding: var(--_space-4); }
.heading, .teaser, .body { justify-self: stretch; }
.body { display: grid; gap: var(--_space-3); }
.body[hidden] { display: none; }
::slotted(*) { margin: 0; }
::slotted(:is(h2, h3, h4)) { font-family: var(--_font-family); font-weight: 400; font-size: var(--_font-size-2xl); line-height: 1.2; }
::slotted([slot="teaser"]) { font-weight: 600; }
.toggle, .continue {
  min-height: 2.75rem; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font: inherit; font-weight: 600;
  border: 2px solid var(--_color-accent); background: transparent; color: var(--_color-accent);
}
.continue { background: var(--_color-accent); color: var(--_color-accent-ink); }
.scrolling { border-inline-start: 0; background: var(--_color-ink); min-height: 100vh; }
.backdrop { position: sticky; top: 0; height: 100vh; margin-bottom: -100vh; overflow: hidden; z-index: -1; }
::slotted([slot="background"]) { display: block; width: 100%; height: 100%; object-fit: cover; }
.overlay { position: absolute; inset: 0; background: #000; }
.scrolling .panel {
  max-width: 40rem; box-sizing: border-box; margin: 30vh var(--_space-3); background: var(--_color-surface); color: var(--_color-ink);
}
@media (prefers-reduced-motion: no-preference) { .arrow { display: inline-block; transition: transform var(--_transition-speed) ease-out; } .continue:hover .arrow { transform: translateY(2px); } }
`;
