export const registrationConfirmationStyles = `
.registration-confirmation { display: grid; gap: var(--_space-3); justify-items: start; padding-block: var(--_space-4); }
.heading { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-3xl); line-height: 1.2; }
.text, .countdown { margin: 0; }
.countdown { display: flex; align-items: center; gap: var(--_space-2); }
.ring { width: 1.5rem; height: 1.5rem; transform: rotate(-90deg); }
.ring circle { fill: none; stroke-width: 4; }
.ring .track { stroke: currentColor; opacity: 0.2; }
/* The ring empties over the whole wait: one linear animation, its duration set inline. */
.ring .progress {
  stroke: var(--_color-accent); stroke-dasharray: 100; stroke-dashoffset: 0;
  animation-name: mck-confirmation-ring; animation-timing-function: linear; animation-fill-mode: forwards;
}
@keyframes mck-confirmation-ring { to { stroke-dashoffset: 100; } }
@media (prefers-reduced-motion: reduce) { .ring { display: none; } }
.continue { color: var(--_color-accent); font-weight: 600; text-decoration: underline; text-underline-offset: 0.2em; }
.continue:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
