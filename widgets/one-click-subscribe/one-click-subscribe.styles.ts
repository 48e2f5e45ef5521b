import { formStyles } from '../../core/kits/form/index.js';

export const oneClickSubscribeStyles = formStyles + `
.one-click { display: grid; gap: var(--_space-3); max-width: 32rem; }
.heading { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-2xl); line-height: 1.2; }
.status { margin: 0; }
.primary, .manage {
  justify-self: start; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font-weight: 600;
  border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink); text-decoration: none;
}
.manage { background: transparent; color: var(--_color-accent); }
.primary[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
`;
