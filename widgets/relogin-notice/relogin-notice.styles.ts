export const reloginNoticeStyles = `
:host { display: block; }
.notice {
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-3);
  padding: var(--_space-3) var(--_space-4); font-family: var(--_font-family-ui);
  border-inline-start: 4px solid var(--_color-accent); background: var(--_color-subtle); color: var(--_color-ink);
}
.notice.inline { border: 1px solid var(--_color-muted); border-inline-start-width: 4px; border-inline-start-color: var(--_color-accent); }
.message { margin: 0; flex: 1 1 16rem; }
.action, .dismiss { font: inherit; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font-weight: 600; }
.action { border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink); }
.dismiss { border: 2px solid var(--_color-accent); background: transparent; color: var(--_color-accent); }
.action:focus-visible, .dismiss:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
