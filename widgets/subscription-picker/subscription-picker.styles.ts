export const subscriptionPickerStyles = `
.picker { margin: 0; padding: 0; border: 0; display: grid; gap: var(--_space-4); min-width: 0; }
.heading { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-2xl); line-height: 1.2; }
.group { display: grid; gap: var(--_space-2); }
.group-heading { margin: 0; font-size: var(--_font-size-lg); }
.option { display: flex; gap: var(--_space-2); align-items: baseline; cursor: pointer; }
.option input { width: 1.125rem; height: 1.125rem; margin: 0; flex: none; accent-color: var(--_color-accent); }
.option input:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.select-all, .title { font-weight: 600; }
.frequency { color: var(--_color-muted); }
.description { display: block; color: var(--_color-muted); font-size: var(--_font-size-sm); }
`;
