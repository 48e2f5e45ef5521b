import { useId, useRef, useState, type CompositionEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { moveHighlight } from './highlight.js';

export interface ComboboxOptions<T> {
  /** The options the listbox shows now (empty: the list is collapsed). */
  options: readonly T[];
  /** Enter on a highlighted option, or a click on one. */
  onChoose(option: T): void;
  /** Escape (each widget's rule: clear the text, the search, or only close). */
  onEscape(): void;
  /** The input lost focus: the list closes (and the widget may clear its suggestions). */
  onBlur?(): void;
  /** An arrow key highlighted `option` (the global search fills the box with it). */
  onHighlight?(option: T): void;
  /** The committed text: typed, or at the end of an IME composition (never mid-word). */
  onText?(text: string): void;
}

export interface Combobox {
  /** Index of the highlighted option, -1 for none. */
  highlighted: number;
  /** Forgets the highlight: call it when the text changes (the options are about to). */
  resetHighlight(): void;
  /** True while an IME is composing a word: nothing should be searched or suggested. */
  isComposing(): boolean;
  /** Spread on the `<input>`: role, ARIA state, keys, composition, blur. */
  inputProps: {
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    autoComplete: 'off';
    onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
    onCompositionStart(): void;
    onCompositionEnd(event: CompositionEvent<HTMLInputElement>): void;
    onBlur(): void;
  };
  /** Spread on the `<ul>` (or any element) holding the options. */
  listProps: { id: string; role: 'listbox'; hidden: boolean };
  /** Spread on option `index`. */
  optionProps(index: number): {
    id: string;
    role: 'option';
    'aria-selected': boolean;
    onMouseDown(event: MouseEvent): void;
    onClick(): void;
  };
}

/**
 * One combobox with a listbox (WAI-ARIA APG "list autocomplete"), keyboard and pointer: arrows move
 * the highlight and wrap, Enter chooses the highlighted option (without one, Enter goes on to the
 * form: the widget searches its text), Escape is the widget's, a click chooses, blur closes. The
 * focus never leaves the input (aria-activedescendant), and while an IME composes a word the keys
 * and the text are the IME's.
 */
export function useCombobox<T>({ options, onChoose, onEscape, onBlur, onHighlight, onText }: ComboboxOptions<T>): Combobox {
  const id = useId();
  const listId = `${id}-listbox`;
  const [stored, setHighlighted] = useState(-1);
  const composing = useRef(false);
  const expanded = options.length > 0;
  // Fewer options than before (the widget resets the highlight when the text changes): none.
  const highlighted = stored < options.length ? stored : -1;

  const resetHighlight = () => setHighlighted(-1);
  const choose = (option: T) => {
    setHighlighted(-1);
    onChoose(option);
  };

  return {
    highlighted,
    resetHighlight,
    isComposing: () => composing.current,
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && highlighted >= 0 ? `${listId}-${highlighted}` : undefined,
      autoComplete: 'off',
      onKeyDown(event) {
        if (composing.current || event.nativeEvent.isComposing) return;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          if (!expanded) return;
          event.preventDefault();
          const next = moveHighlight(highlighted, options.length, event.key === 'ArrowDown' ? 1 : -1);
          setHighlighted(next);
          onHighlight?.(options[next]!);
        } else if (event.key === 'Enter' && expanded && highlighted >= 0) {
          event.preventDefault();
          choose(options[highlighted]!);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          setHighlighted(-1);
          onEscape();
        }
      },
      onCompositionStart() {
        composing.current = true;
      },
      onCompositionEnd(event) {
        composing.current = false;
        onText?.(event.currentTarget.value);
      },
      onBlur() {
        setHighlighted(-1);
        onBlur?.();
      },
    },
    listProps: { id: listId, role: 'listbox', hidden: !expanded },
    optionProps: (index) => ({
      id: `${listId}-${index}`,
      role: 'option',
      'aria-selected': index === highlighted,
      // The press keeps the focus in the input, so its blur does not close the list under the
      // pointer; the click (also what a screen reader sends) chooses.
      onMouseDown(event) {
        event.preventDefault();
      },
      onClick() {
        choose(options[index]!);
      },
    }),
  };
}
