export const accountMenuStyles = `
nav { display: grid; gap: var(--_space-2); }
.name { margin: 0; font-weight: 600; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-1); }
a { color: var(--_color-accent); }
`;
