import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './quiz.define.js';
import { questionsAttribute } from './quiz.fixtures.js';
import { quizParts } from './quiz.api.js';
import { CELEBRATION_MS, INCORRECT_RESPONSE_MS, SCROLL_OFFSET_PX, SLIDE_MS, STEP_MS } from './quiz.timings.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const QUIZ = `<mck-quiz media-id="e2e" headline="AI quiz" questions='${questionsAttribute()}'><p>Printed questions</p></mck-quiz>`;
/** Margin for a loaded machine: waiting is not what these tests measure. */
const STEPS_DONE = (INCORRECT_RESPONSE_MS + STEP_MS) * 4;

const optionsOf = async (el: Element, slide = 0) => {
  await present(el, `[data-slide="${slide}"] [part=option]`);
  return [...shadow(el).querySelectorAll<HTMLButtonElement>(`[data-slide="${slide}"] [part=option]`)];
};
const part = (el: Element, name: string) => shadow(el).querySelector<HTMLElement>(`[part=${name}]`);
const confettiCanvases = () => [...document.body.children].filter((child) => child.localName === 'canvas');

describe('mck-quiz', () => {
  widgetTestHooks('mck-quiz', quizParts, () => {
    document.documentElement.removeAttribute('dir');
    confettiCanvases().forEach((canvas) => canvas.remove());
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('is answered by keyboard with visible focus: one answer, the response slide, then next', async () => {
    const el = fixture(QUIZ);
    await optionsOf(el);
    const first = await tabInto(el);
    expect(first.getAttribute('part')).to.equal('navigator-item');
    await sendKeys({ press: 'Tab' });
    const option = shadow(el).activeElement as HTMLButtonElement;
    expect(option.getAttribute('part')).to.equal('option');
    expect(getComputedStyle(option).outlineStyle).to.not.equal('none');
    await sendKeys({ press: 'Enter' });
    expect(option.getAttribute('aria-pressed')).to.equal('true');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' }); // a second option: ignored
    const [a, b] = await optionsOf(el);
    expect([a, b].map((o) => o!.getAttribute('aria-pressed'))).to.deep.equal(['true', 'false']);
    await waitFor(() => expect(part(el, 'response-title')!.textContent).to.equal('Not quite'), STEPS_DONE);
    // The wrong choice is edged in the error colour (the default token), not filled in the accent.
    expect(getComputedStyle(a!).borderTopColor).to.equal('rgb(194, 38, 31)');
    expect(getComputedStyle(a!).backgroundColor).to.not.equal('rgb(34, 81, 255)');
    await expectAxeClean(el);
    part(el, 'next')!.click();
    await waitFor(() => expect(shadow(el).activeElement?.textContent).to.equal('Is supply-chain resilience a board topic?'));
    await expectAxeClean(el);
  });

  it('throws confetti for a correct answer, and none, nor any transition, under reduced motion', async () => {
    const el = fixture(QUIZ);
    const [, , correct] = await optionsOf(el);
    correct!.click();
    await waitFor(() => expect(confettiCanvases()).to.have.length(1), CELEBRATION_MS);
    el.remove();
    confettiCanvases().forEach((canvas) => canvas.remove());
    await emulateMedia({ reducedMotion: 'reduce' });
    const still = fixture(QUIZ);
    const [, , right] = await optionsOf(still);
    expect(getComputedStyle(part(still, 'track')!).transitionDuration).to.equal('0s');
    right!.click();
    await waitFor(() => expect(part(still, 'response-title')!.textContent).to.equal('Right!'), STEPS_DONE);
    expect(confettiCanvases()).to.have.length(0);
    expect(getComputedStyle(part(still, 'response')!).animationName).to.equal('none');
  });

  it('slides to the next question from the inline start, the other way in Arabic', async () => {
    for (const dir of ['ltr', 'rtl']) {
      document.documentElement.dir = dir;
      const el = fixture(QUIZ);
      const [a] = await optionsOf(el);
      expect(getComputedStyle(part(el, 'track')!).transitionDuration).to.equal(`${SLIDE_MS / 1000}s`);
      a!.click();
      await waitFor(() => expect(part(el, 'next')!.hasAttribute('disabled')).to.equal(false));
      part(el, 'next')!.click();
      await waitFor(() => {
        const offset = new DOMMatrix(getComputedStyle(part(el, 'track')!).transform).m41;
        expect(dir === 'rtl' ? offset > 0 : offset < 0, `${dir} offset ${offset}`).to.equal(true);
      });
      await expectAxeClean(el);
      el.remove();
    }
  });

  it('shows the score band once every question is answered, axe clean', async () => {
    const el = fixture(QUIZ);
    (await optionsOf(el))[2]!.click();
    await waitFor(() => expect(part(el, 'next')!.hasAttribute('disabled')).to.equal(false));
    part(el, 'next')!.click();
    (await optionsOf(el, 1))[1]!.click();
    const summary = await present(el, '[part=summary]');
    expect(summary.dataset.band).to.equal('average');
    expect(summary.textContent).to.contain('1 of 2');
    await waitFor(() => expect(part(el, 'response')).to.not.equal(null), STEPS_DONE);
    await expectAxeClean(el);
  });

  it('offers the share options on desktop once the quiz is done, reached by Tab, unless hidden (E§2)', async () => {
    // The test page is 800 px wide: desktop (the mobile layout is below 768 px).
    const finish = async (el: HTMLElement) => {
      (await optionsOf(el))[2]!.click();
      await waitFor(() => expect(part(el, 'next')!.hasAttribute('disabled')).to.equal(false));
      part(el, 'next')!.click();
      (await optionsOf(el, 1))[1]!.click();
      await present(el, '[part=summary]');
    };
    const el = fixture(QUIZ);
    await finish(el);
    const links = [...(await present(el, '[part=share-links]')).querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).to.deep.equal(['Share on LinkedIn', 'Share on X', 'Share on Facebook', 'Share by email']);
    const shared = encodeURIComponent(`${location.href.split('#')[0]}#/quiz/quiz-e2e`);
    expect(links[0]!.href).to.equal(`https://www.linkedin.com/sharing/share-offsite/?url=${shared}`);
    const box = links[0]!.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(0);
    // From "Previous question" (Next is disabled after the last question), Tab goes on to the links.
    part(el, 'previous')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(links[0]);
    await expectAxeClean(el);
    el.remove();
    const hidden = fixture(QUIZ.replace('<mck-quiz ', '<mck-quiz hide-share-controls '));
    await finish(hidden);
    expect(part(hidden, 'share-links')).to.equal(null);
  });

  it('scrolls to the quiz, 10 px below the top, on the page event named after its media id', async () => {
    const el = fixture(`<div><div style="height: 300vh"></div>${QUIZ}<div style="height: 300vh"></div></div>`).querySelector('mck-quiz')!;
    await optionsOf(el);
    window.mck!.events!.publish('e2e');
    await waitFor(() => expect(Math.round(el.getBoundingClientRect().top)).to.equal(SCROLL_OFFSET_PX.otherwise), 3000);
    window.scrollTo(0, 0);
  });

  it('keeps the printed content for visitors without questions, and shows placeholders in editor mode', async () => {
    const plain = fixture('<mck-quiz><p>Printed</p></mck-quiz>');
    await new Promise((r) => setTimeout(r, 100));
    expect(part(plain, 'base')).to.equal(null);
    expect(plain.checkVisibility()).to.equal(true);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-quiz></mck-quiz>');
    await waitFor(() => expect(part(editing, 'placeholder')?.textContent).to.equal('Empty field: Questions'));
    await expectAxeClean(editing);
  });

  for (const [attr, what, html] of [
    ['questions', 'not JSON', '<mck-quiz questions="[{"></mck-quiz>'],
    ['questions', 'a question without its correct option', `<mck-quiz questions='[{"id":"q1","title":"No answer","options":{"A":"Yes"}}]'></mck-quiz>`],
  ] as const) {
    it(`shows its error state for ${attr} ${what}, naming tag and attribute`, async () => {
      const el = await expectAttributeError(html, 'mck-quiz', attr);
      await expectAxeClean(el);
    });
  }

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('quiz');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('quiz', css())).to.deep.equal([]);
    });
  });
});
