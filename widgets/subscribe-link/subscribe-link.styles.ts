export const subscribeLinkStyles = `
.subscribe-link { display: grid; gap: var(--_space-3); max-width: 40rem; }
.heading { font-family: var(--_font-family); margin: 0; font-size: var(--_font-size-3xl); line-height: 1.2; }
.message { margin: 0; font-size: var(--_font-size-lg); line-height: 1.5; min-height: 4.5em; }
[data-state='success'] .message, [data-state='already'] .message { color: var(--_color-ink); }
`;
