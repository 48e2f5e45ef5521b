export const pageShellStyles = `
.skip-link {
  position: absolute; inset-inline-start: var(--_space-3); top: var(--_space-2); z-index: 1000;
  padding: var(--_space-2) var(--_space-3); background: var(--_color-surface); color: var(--_color-accent);
  font-weight: 600; border: 2px solid var(--_color-focus); transform: translateY(-200%);
}
.skip-link:focus { transform: none; }
.content:focus { outline: none; }
/* A§6: hidden while the session is validating; visibility keeps the layout, so nothing jumps. */
[data-veiled] { visibility: hidden; }
/* The bar's box is on the slotted element, so a CMS can print the same box around its fallback. */
.subscription-bar { position: sticky; bottom: 0; z-index: 10; background: var(--_color-surface); }
::slotted([slot='subscription-bar']) {
  display: block; border-top: 1px solid var(--_color-line); padding: var(--_space-2) var(--_space-3);
}
.footer { display: block; }
`;
