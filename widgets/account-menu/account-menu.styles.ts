export const accountMenuStyles = `
nav { display: grid; gap: var(--_space-2); }
.name { margin: 0; font-weight: 600; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-1); }
a { color: var(--_color-accent); padding-inline-start: var(--_space-2); border-inline-start: 3px solid transparent; }
a[aria-current="page"] { font-weight: 700; color: var(--_color-ink); text-decoration: none; border-inline-start-color: var(--_color-accent); }
a:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
