import { afterEach, describe, expect, it } from 'vitest';
import { inShadow } from '../../tests/support/unit.js';
import './footnote.define.js';

const mount = (html: string) => {
  document.body.innerHTML = html;
  return document.body.querySelector('mck-footnote')!;
};

describe('<mck-footnote>', () => {
  afterEach(() => document.body.replaceChildren());

  it('makes the printed marker a button named after it and described by its note', async () => {
    const el = mount('<p>Text<mck-footnote note="Source: a survey."><sup>1</sup></mck-footnote></p>');
    const button = await inShadow<HTMLButtonElement>(el, 'button[part=marker]');
    expect(button.getAttribute('aria-label')).toBe('Footnote 1');
    const note = el.shadowRoot!.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(note.textContent).toBe('Source: a survey.');
    expect(button.getAttribute('aria-controls')).toBe(note.id);
    expect(button.querySelector('slot')!.assignedNodes()[0]).toBe(el.querySelector('sup'));
  });

  it('opens on focus, a click or hover, and closes on blur, Escape and when the pointer leaves', async () => {
    const el = mount('<mck-footnote note="Note"><sup>2</sup></mck-footnote>');
    const button = await inShadow<HTMLButtonElement>(el, 'button[part=marker]');
    const expanded = async (value: string) => {
      await new Promise((r) => setTimeout(r, 0));
      expect(button.getAttribute('aria-expanded')).toBe(value);
    };
    await expanded('false');
    button.focus();
    await expanded('true');
    button.blur();
    await expanded('false');
    button.click();
    await expanded('true');
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await expanded('false');
    // A real mouse over the printed marker is in the browser test; here, the events it makes.
    const base = el.shadowRoot!.querySelector('[part=base]')!;
    const pointer = (type: string, pointerType: string) => base.dispatchEvent(Object.assign(new Event(type), { pointerType }));
    pointer('pointerenter', 'mouse');
    await expanded('true');
    pointer('pointerleave', 'mouse');
    await expanded('false');
    // A finger "leaves" as it lifts: only its click opens the note, and it stays open.
    pointer('pointerenter', 'touch');
    await expanded('false');
    button.click();
    pointer('pointerleave', 'touch');
    await expanded('true');
  });

  it('leaves the marker plain text when there is no note', async () => {
    const el = mount('<mck-footnote><sup>3</sup></mck-footnote>');
    await inShadow(el, 'slot');
    expect(el.shadowRoot!.querySelector('button')).toBeNull();
  });
});
