export const careersStickyBarStyles = `
.bar {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_space-3);
  padding: var(--_space-3) var(--_space-4); background: var(--_color-ink); color: var(--_color-surface);
}
.title { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-xl); }
.subtitle { margin: var(--_space-1) 0 0; }
.links { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-3); }
.button {
  padding: var(--_space-2) var(--_space-4); background: var(--_color-accent); color: var(--_color-accent-ink);
  font-weight: 600; text-decoration: none; border-radius: var(--_radius);
}
.signin { color: inherit; }
a:focus-visible { outline-color: var(--_color-surface); }
.sticky {
  position: fixed; inset-inline: 0; bottom: 0; z-index: 900;
  box-shadow: 0 -2px 8px rgb(0 0 0 / 0.2); animation: slide-in var(--_transition-speed) ease-out;
}
.sticky-minimal, .sticky-minimal-top { padding-block: var(--_space-2); }
.sticky-minimal .title, .sticky-minimal-top .title { font-size: var(--_font-size-md); }
.sticky-minimal-top { top: 0; bottom: auto; box-shadow: 0 2px 8px rgb(0 0 0 / 0.2); animation-name: slide-down; }
@keyframes slide-in { from { transform: translateY(100%); } }
@keyframes slide-down { from { transform: translateY(-100%); } }
@media (prefers-reduced-motion: reduce) { .sticky { animation: none; } }
`;
