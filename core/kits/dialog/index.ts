/**
 * Dialog kit: a modal `<Dialog>` on the native `<dialog>` element. Import it only through this
 * file (its own shared chunk). Add `dialogStyles` to the widget's styles.
 */

export { Dialog, type DialogProps } from './dialog.js';
export { dialogStyles } from './dialog.styles.js';
export { lockPageScroll } from './scroll-lock.js';
export { deepActiveElement } from './deep-active-element.js';
export { dialogParts } from './dialog.parts.js';
