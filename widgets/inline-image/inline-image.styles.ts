/** The image is the CMS's element, slotted: it fills the column and keeps its ratio (a page's CSS still wins). */
export const inlineImageStyles = `
.inline-image { margin: 0; }
::slotted(img) { display: block; max-width: 100%; height: auto; }
`;
