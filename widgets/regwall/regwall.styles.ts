import { dialogStyles } from '../../core/kits/dialog/index.js';

/** The box, its buttons, and the modal's fade-in (none under reduced motion). */
export const regwallStyles = `${dialogStyles}
:host { display: block; }
.regwall {
  box-sizing: border-box; padding: var(--_space-4); border-block-start: 4px solid var(--_color-accent);
  background: var(--_color-surface); color: var(--_color-ink); font-family: var(--_font-family-ui); line-height: 1.5;
}
.heading { font-family: var(--_font-family); margin: 0 0 var(--_space-3); font-size: var(--_font-size-2xl); line-height: 1.25; }
.description { margin: 0 0 var(--_space-3); }
.note { margin: 0 0 var(--_space-3); font-style: italic; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-3); }
.action, .register {
  box-sizing: border-box; min-height: 2.75rem; padding: 0 var(--_space-4); border-radius: var(--_radius); cursor: pointer;
  font: inherit; font-weight: 600; border: 2px solid var(--_color-accent);
}
.action { background: var(--_color-accent); color: var(--_color-accent-ink); }
.register { background: transparent; color: var(--_color-accent); }
.home { color: var(--_color-accent); font-weight: 600; }
:is(.action, .register, .home, .mck-dialog-close):focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.regwall-dialog[open] { animation: regwall-in 200ms ease-out; }
@keyframes regwall-in { from { opacity: 0; transform: translateY(1rem); } }
@media (prefers-reduced-motion: reduce) { .regwall-dialog[open] { animation: none; } }
`;
