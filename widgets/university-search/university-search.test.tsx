import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, type FakeCall } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { matchUniversities, MIN_QUERY_LENGTH, SUGGESTION_DEBOUNCE_MS, type University } from './university-search.calls.js';
import './university-search.define.js';

const uni = (name: string): University => ({ name, url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example.edu/` });
const UNIVERSITIES = ['Amsterdam Institute of Technology', 'Atlanta Institute of Technology', 'Berlin School of Business', 'Tech University Lima'].map(uni);

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
function type(input: HTMLInputElement, text: string) {
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const press = (input: HTMLInputElement, key: string) => input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
const options = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part=option]')].map((o) => o.textContent);
const selected = (el: Element) => el.shadowRoot!.querySelector('[part=option][aria-selected=true]')?.textContent;

describe('matchUniversities (D§5)', () => {
  it(`matches nothing under ${MIN_QUERY_LENGTH} characters`, () => {
    expect(matchUniversities(UNIVERSITIES, 'te', 10)).toEqual([]);
    expect(matchUniversities(UNIVERSITIES, '  te  ', 10)).toEqual([]);
  });
  it('matches names holding the text anywhere, whatever the case, up to the limit', () => {
    expect(matchUniversities(UNIVERSITIES, 'TEC', 10).map((u) => u.name)).toEqual([
      'Amsterdam Institute of Technology', 'Atlanta Institute of Technology', 'Tech University Lima',
    ]);
    expect(matchUniversities(UNIVERSITIES, 'tec', 1)).toHaveLength(1);
  });
});

describe('<mck-university-search>', () => {
  let calls: FakeCall[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configureForTest({}, (name) => `https://${name}.test`);
    calls = fakeServices({
      'GET https://search.test/universities': ({ url }) => {
        expect(url.search).toBe('');
        return { data: UNIVERSITIES };
      },
    }).calls;
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  async function ready() {
    const el = mount('<mck-university-search></mck-university-search>');
    const input = await inShadow<HTMLInputElement>(el, '[part=input]');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    return { el, input };
  }

  it(`suggests the matching universities ${SUGGESTION_DEBOUNCE_MS} ms after the last keystroke, from ${MIN_QUERY_LENGTH} characters, fetching the list once`, async () => {
    const { el, input } = await ready();
    type(input, 'te');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    expect(options(el)).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    type(input, 'tec');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 1);
    expect(options(el)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(options(el)).toHaveLength(3));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    type(input, 'berlin');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    await vi.waitFor(() => expect(options(el)).toEqual(['Berlin School of Business']));
    expect(calls).toHaveLength(1);
  });

  it('moves with the arrows (wrapping) and chooses with Enter, telling the page which university', async () => {
    const { el, input } = await ready();
    const chosen = vi.fn();
    el.addEventListener('mck-university-search-select', (event) => chosen(event.detail));
    type(input, 'TECH');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    await vi.waitFor(() => expect(options(el)).toHaveLength(3));
    press(input, 'ArrowUp');
    await vi.waitFor(() => expect(selected(el)).toBe('Tech University Lima'));
    press(input, 'ArrowDown');
    await vi.waitFor(() => expect(selected(el)).toBe('Amsterdam Institute of Technology'));
    expect(input.getAttribute('aria-activedescendant')).toBe(el.shadowRoot!.querySelector('[aria-selected=true]')!.id);
    press(input, 'Enter');
    await vi.waitFor(() => expect(options(el)).toEqual([]));
    expect(chosen).toHaveBeenCalledExactlyOnceWith(UNIVERSITIES[0]);
    expect(input.value).toBe('Amsterdam Institute of Technology');
  });

  it('closes the suggestions on Escape (D§4)', async () => {
    const { el, input } = await ready();
    type(input, 'tech');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    await vi.waitFor(() => expect(options(el)).toHaveLength(3));
    press(input, 'Escape');
    await vi.waitFor(() => expect(options(el)).toEqual([]));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('tech');
  });
});
