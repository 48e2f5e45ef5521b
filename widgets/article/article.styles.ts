export const articleStyles = `
.article { display: block; }
.share { margin-block-end: var(--_space-3); }
.registration-wall { margin-block-start: var(--_space-4); border-top: 1px solid var(--_color-line); padding-top: var(--_space-3); }
.editor-note { color: var(--_color-muted); font-style: italic; }
[data-view='pdf'] { font-family: var(--_font-family); max-width: 46rem; }
@media print { .share, .registration-wall { display: none; } }
`;
