/**
 * Combobox kit: a text input with a listbox of suggestions (keyboard, pointer, ARIA state, IME
 * composition), for the search boxes and pickers that suggest as you type. Import it only through
 * this file: the build emits each kit as its own shared chunk.
 */
export { moveHighlight } from './highlight.js';
export { useCombobox, type Combobox, type ComboboxOptions } from './use-combobox.js';
