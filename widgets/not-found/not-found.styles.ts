export const notFoundStyles = `
.not-found { display: grid; gap: var(--_space-3); justify-items: start; padding-block: var(--_space-4); }
.heading { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-3xl); line-height: 1.2; }
.text { margin: 0; }
.home-link {
  color: var(--_color-accent); font-weight: 600; text-decoration: underline;
  text-underline-offset: 0.2em; transition: text-underline-offset 150ms ease-out;
}
.home-link:hover { text-underline-offset: 0.35em; }
@media (prefers-reduced-motion: reduce) { .home-link { transition: none; } }
`;
