/** The combobox kit as a user drives it: keys, pointer, composition, ARIA state. */
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveHighlight } from './highlight.js';
import { useCombobox } from './use-combobox.js';

// These tests drive React through act(): tell React so, or it warns on each update.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('moveHighlight', () => {
  it('goes from none to the first (Down) or the last (Up), and wraps both ways', () => {
    expect(moveHighlight(-1, 3, 1)).toBe(0);
    expect(moveHighlight(-1, 3, -1)).toBe(2);
    expect(moveHighlight(2, 3, 1)).toBe(0);
    expect(moveHighlight(0, 3, -1)).toBe(2);
    expect(moveHighlight(1, 3, 1)).toBe(2);
  });
  it('has nothing to highlight without options, and starts over from a stale index', () => {
    expect(moveHighlight(0, 0, 1)).toBe(-1);
    expect(moveHighlight(5, 3, 1)).toBe(0);
  });
});

const calls = { chose: vi.fn(), escaped: vi.fn(), blurred: vi.fn(), highlighted: vi.fn(), text: vi.fn() };

function Picker({ initial }: { initial: string[] }) {
  const [options, setOptions] = useState(initial);
  const box = useCombobox({
    options,
    onChoose: calls.chose,
    onEscape: () => { calls.escaped(); setOptions([]); },
    onBlur: calls.blurred,
    onHighlight: calls.highlighted,
    onText: calls.text,
  });
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <input aria-label="Fruit" {...box.inputProps} />
      <ul {...box.listProps}>{options.map((o, i) => <li key={o} {...box.optionProps(i)}>{o}</li>)}</ul>
    </form>
  );
}

let host: HTMLElement | undefined;
function mountPicker(options: string[]) {
  const el = document.createElement('div');
  host = el;
  document.body.append(el);
  const root = createRoot(el);
  act(() => root.render(<Picker initial={options} />));
  return el.querySelector('input')!;
}
const key = (input: HTMLInputElement, k: string, init: KeyboardEventInit = {}) =>
  act(() => { input.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init })); });

afterEach(() => {
  host?.remove();
  Object.values(calls).forEach((f) => f.mockReset());
});

describe('useCombobox', () => {
  it('announces the list it controls, expanded only with options', () => {
    const input = mountPicker(['apple', 'pear']);
    const list = host!.querySelector('ul')!;
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(list.getAttribute('role')).toBe('listbox');
    expect(list.hidden).toBe(false);
    key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
  });

  it('moves the highlight with the arrows, wrapping, and points aria-activedescendant at it', () => {
    const input = mountPicker(['apple', 'pear', 'plum']);
    key(input, 'ArrowUp');
    const options = [...host!.querySelectorAll('li')];
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    expect(options[2]!.getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(calls.highlighted.mock.calls.map(([o]) => o)).toEqual(['plum', 'apple']);
  });

  it('chooses the highlighted option on Enter; without one, Enter is left to the form', () => {
    const input = mountPicker(['apple', 'pear']);
    // What reaches the document unhandled is what the browser turns into the form's submit.
    let submitted = 0;
    const count = (e: KeyboardEvent) => { if (e.key === 'Enter' && !e.defaultPrevented) submitted++; };
    document.addEventListener('keydown', count);
    key(input, 'Enter');
    expect(calls.chose).not.toHaveBeenCalled();
    expect(submitted).toBe(1);
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(calls.chose).toHaveBeenCalledWith('pear');
    expect(submitted).toBe(1);
    document.removeEventListener('keydown', count);
  });

  it('chooses on a click, and its press does not take the focus from the input', () => {
    const input = mountPicker(['apple', 'pear']);
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    act(() => { host!.querySelectorAll('li')[1]!.dispatchEvent(press); });
    expect(press.defaultPrevented).toBe(true);
    expect(calls.chose).not.toHaveBeenCalled();
    act(() => { host!.querySelectorAll('li')[1]!.click(); });
    expect(calls.chose).toHaveBeenCalledWith('pear');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('leaves the keys to an IME while it composes, and hands over the text once the word is committed', () => {
    const input = mountPicker(['apple', 'pear']);
    act(() => { input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true })); });
    key(input, 'ArrowDown');
    key(input, 'Escape');
    expect(calls.highlighted).not.toHaveBeenCalled();
    expect(calls.escaped).not.toHaveBeenCalled();
    input.value = 'りんご';
    act(() => { input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true })); });
    expect(calls.text).toHaveBeenCalledWith('りんご');
    key(input, 'ArrowDown');
    expect(calls.highlighted).toHaveBeenCalledWith('apple');
  });

  it('closes on blur and forgets the highlight', () => {
    const input = mountPicker(['apple', 'pear']);
    key(input, 'ArrowDown');
    act(() => { input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })); });
    expect(calls.blurred).toHaveBeenCalled();
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });
});
