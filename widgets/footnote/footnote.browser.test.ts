import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys } from '../../tests/support/keys.js';
import { sendMouse } from '../../tests/support/wtr-command.js';
import './footnote.define.js';
import { footnoteParts } from './footnote.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const NOTE = 'Survey of 1,200 executives, &lt;em&gt;March 2026&lt;/em&gt;.&lt;b onmouseover=&quot;window.hacked=1&quot;&gt; (n = 1,200)&lt;/b&gt;';
const footnote = (attrs = '') =>
  `<p style="margin: 12rem 8rem">Growth returns within two years.<mck-footnote note="${NOTE}" ${attrs}><sup>1</sup></mck-footnote></p>`;

const marker = (p: Element) => present<HTMLButtonElement>(p.querySelector('mck-footnote')!, 'button[part=marker]');
const noteOf = (p: Element) => shadow(p.querySelector('mck-footnote')!).querySelector<HTMLElement>('[part=note]')!;
const isOpen = (p: Element) => noteOf(p).matches(':popover-open');
/** Open and faded in, so axe sees the note's real colours. */
const shown = (p: Element) => waitFor(() => expect(getComputedStyle(noteOf(p)).opacity).to.equal('1'));
const focusFromOutside = async () => {
  (document.activeElement as HTMLElement | null)?.blur();
  await sendKeys({ press: 'Tab' });
};

describe('mck-footnote', () => {
  widgetTestHooks('mck-footnote', footnoteParts, () => document.documentElement.removeAttribute('dir'));

  it('opens the sanitised note on focus, Enter and Space, and closes it on Esc and blur', async () => {
    const p = fixture(footnote());
    const button = await marker(p);
    expect(button.getAttribute('aria-label')).to.equal('Footnote 1');
    await focusFromOutside();
    await waitFor(() => expect(isOpen(p)).to.equal(true));
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(getComputedStyle(button).outlineStyle).to.not.equal('none');
    expect(noteOf(p).querySelector('em')?.textContent).to.equal('March 2026');
    expect(noteOf(p).querySelector('b')?.hasAttribute('onmouseover')).to.equal(false);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(isOpen(p)).to.equal(false));
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(isOpen(p)).to.equal(true));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(isOpen(p)).to.equal(false));
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(isOpen(p)).to.equal(true));
    button.blur();
    await waitFor(() => expect(isOpen(p)).to.equal(false));
  });

  it('opens when a real mouse moves over the printed marker, closes when it moves away; a click on the marker opens it', async () => {
    const p = fixture(footnote());
    await marker(p);
    // The reader points at what the CMS printed: the <sup> in the page, slotted into the marker.
    const sup = p.querySelector('sup')!.getBoundingClientRect();
    const centre = (r: DOMRect): [number, number] => [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
    await sendMouse({ type: 'move', position: [5, 5] });
    await sendMouse({ type: 'move', position: centre(sup) });
    await waitFor(() => expect(isOpen(p)).to.equal(true));
    await sendMouse({ type: 'move', position: [5, 5] });
    await waitFor(() => expect(isOpen(p)).to.equal(false));
    await sendMouse({ type: 'move', position: centre(sup) });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    await waitFor(() => expect(isOpen(p)).to.equal(true));
    await sendMouse({ type: 'move', position: [5, 5] });
  });

  it('opens above the marker, and below it when the top of the screen is too close', async () => {
    const p = fixture(footnote());
    const button = await marker(p);
    button.click();
    await waitFor(() => expect(isOpen(p)).to.equal(true));
    expect(noteOf(p).getBoundingClientRect().bottom).to.be.at.most(button.getBoundingClientRect().top);
    const top = fixture('<p style="position: fixed; top: 0; margin: 0 8rem">Text<mck-footnote note="A note long enough to need some room above the line of text."><sup>2</sup></mck-footnote></p>');
    (document.activeElement as HTMLElement | null)?.blur();
    const topButton = await marker(top);
    topButton.click();
    await waitFor(() => expect(isOpen(top)).to.equal(true));
    const note = noteOf(top).getBoundingClientRect();
    expect(note.top).to.be.at.least(topButton.getBoundingClientRect().bottom - 1);
    expect(note.top).to.be.at.least(0);
  });

  it('opens towards the text direction: to the left in Arabic', async () => {
    document.documentElement.dir = 'rtl';
    const p = fixture(footnote());
    const button = await marker(p);
    button.click();
    await shown(p);
    const note = noteOf(p).getBoundingClientRect();
    expect(Math.abs(note.right - button.getBoundingClientRect().right)).to.be.below(2);
    await expectAxeClean(p);
  });

  it('fades in, and not under reduced motion', async () => {
    const p = fixture(footnote());
    await marker(p);
    expect(parseFloat(getComputedStyle(noteOf(p)).transitionDuration)).to.be.above(0);
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(parseFloat(getComputedStyle(noteOf(p)).transitionDuration)).to.equal(0);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('is axe clean closed and open, and shows placeholders in editor mode', async () => {
    const p = fixture(footnote());
    const button = await marker(p);
    await expectAxeClean(p);
    button.click();
    await shown(p);
    await expectAxeClean(p);
    const plain = fixture('<p>Text<mck-footnote><sup>3</sup></mck-footnote></p>');
    await present(plain.querySelector('mck-footnote')!, 'slot');
    expect(shadow(plain.querySelector('mck-footnote')!).querySelector('button')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture('<p>Text<mck-footnote></mck-footnote></p>');
    await waitFor(() => expect([...shadow(editing.querySelector('mck-footnote')!).querySelectorAll('[part=placeholder]')]
      .map((node) => node.textContent)).to.deep.equal(['Empty field: Marker', 'Empty field: Note']));
    await expectAxeClean(editing);
  });

  it('shows its error state for a malformed side, naming tag and attribute', async () => {
    await expectAttributeError('<mck-footnote note="N" side="left">1</mck-footnote>', 'mck-footnote', 'side');
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('footnote');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('footnote', css())).to.deep.equal([]);
    });
  });
});
