import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import confetti from 'canvas-confetti';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeCall, type FakeServices } from '../../tests/support/fake-services.js';
import { mount } from '../../tests/support/unit.js';
import { questionsAttribute } from './quiz.fixtures.js';
import { MOBILE_QUERY } from '../../core/host/viewport.js';
import { CELEBRATION_MS, CONFETTI, ICON_DELAY_MS, INCORRECT_RESPONSE_MS, STEP_MS, URL_AUTO_SELECT_MS } from './quiz.timings.js';
import './quiz.define.js';

vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(async () => undefined), { reset: vi.fn() }) }));

const HISTORY = 'GET /sitecoreapi/QuizUserChoice/:id';
const ANSWER = 'POST /sitecoreapi/QuizUserChoice';
let services: FakeServices;
let calls: FakeCall[];

const quiz = (attrs = '') => mount(`<mck-quiz quiz-id="quiz-e2e" media-id="e2e" quiz-title="AI quiz" questions='${questionsAttribute()}' ${attrs}></mck-quiz>`);
/** Lets the fetch, the captcha and React's render run (real tasks; the fake clock does not move). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
};
/** Moves the fake clock, then lets React render what the timers changed. */
const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
};

/** The slide's option buttons once rendered; waits on real tasks, so the fake clock stays where it is. */
const options = async (el: Element, slide = 0) => {
  const selector = `[data-slide="${slide}"] [part=option]`;
  for (let i = 0; i < 100 && !el.shadowRoot?.querySelector(selector); i += 1) await settle();
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>(selector)];
};
const reducedMotion = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({
  matches: reduce && query.includes('reduce'), addEventListener() {}, removeEventListener() {},
}));
describe('<mck-quiz>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configureForTest({ captchaSiteKey: 'site-key' });
    services = fakeServices({
      [HISTORY]: { data: { questions: [{ questionId: 'q1', options: { A: 1, B: 1, C: 0 } }] } },
      [ANSWER]: { data: { recorded: true } },
    });
    calls = services.calls;
    reducedMotion(false);
    vi.stubGlobal('grecaptcha', { ready: (cb: () => void) => cb(), execute: vi.fn(async (_key: string, o: { action: string }) => `token-${o.action}`) });
    vi.mocked(confetti).mockClear();
    vi.mocked(confetti.reset).mockClear();
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    setConfig(null);
    location.hash = '';
  });

  it('takes the first choice only, posts it with a captcha token for quiz_submit, and tells the page', async () => {
    const answered = vi.fn();
    window.addEventListener('mck:quiz:answered', (e) => answered((e as CustomEvent).detail));
    const el = quiz();
    const [a, b] = await options(el);
    await settle();
    expect(calls[0]).toMatchObject({ method: 'GET', url: new URL('https://forms.test/sitecoreapi/QuizUserChoice/quiz-e2e') });
    a!.click();
    b!.click();
    await settle();
    expect(a!.getAttribute('aria-pressed')).toBe('true');
    expect(b!.getAttribute('aria-pressed')).toBe('false');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url.href).toBe('https://forms.test/sitecoreapi/QuizUserChoice');
    expect(posts[0]!.headers.get('CaptchaKey')).toBe('token-quiz_submit');
    expect(posts[0]!.body).toMatchObject({ quizId: 'quiz-e2e', questionId: 'q1', usersChoice: 'A' });
    expect(answered).toHaveBeenCalledExactlyOnceWith({ id: 'quiz-e2e', mediaId: 'e2e', activeQuestionIndex: 0, isCorrect: false });
  });

  it('shows the incorrect mark, then the response slide at 1050 ms with the readers\' shares summing to 100', async () => {
    const el = quiz();
    const [a] = await options(el);
    a!.click();
    await advance(ICON_DELAY_MS);
    expect(a!.querySelector('[part=option-icon]')!.textContent).toContain('Incorrect');
    expect(el.shadowRoot!.querySelector('[part=response]')).toBeNull();
    await advance(INCORRECT_RESPONSE_MS - ICON_DELAY_MS);
    expect(el.shadowRoot!.querySelector('[part=response-title]')!.textContent).toBe('Not quite');
    const shares = [...el.shadowRoot!.querySelectorAll('[data-slide="0"] [part=option-share] [aria-hidden]')].map((s) => s.textContent);
    expect(shares).toEqual(['67%', '33%', '0%']); // the reader's own vote for A added to 1, 1, 0
    expect(confetti).not.toHaveBeenCalled();
  });

  it('throws 150 pieces of confetti with gravity 0.15 for a correct answer, for 5000 ms', async () => {
    const el = quiz();
    const [, , c] = await options(el);
    c!.click();
    await advance(ICON_DELAY_MS);
    expect(confetti).toHaveBeenCalledExactlyOnceWith(expect.objectContaining(CONFETTI));
    await advance(STEP_MS);
    expect(el.shadowRoot!.querySelector('[part=response-title]')!.textContent).toBe('Right!');
    expect(confetti.reset).not.toHaveBeenCalled();
    await advance(CELEBRATION_MS - STEP_MS);
    expect(confetti.reset).toHaveBeenCalled();
  });

  it('throws no confetti under reduced motion', async () => {
    reducedMotion(true);
    const el = quiz();
    const [, , c] = await options(el);
    c!.click();
    await advance(CELEBRATION_MS);
    expect(confetti).not.toHaveBeenCalled();
    expect(el.shadowRoot!.querySelector('[part=response-title]')!.textContent).toBe('Right!');
  });

  it('shows no shares when the history fails, and the quiz works on', async () => {
    services.route({ [HISTORY]: reply(500, { message: 'Down.' }) });
    const el = quiz();
    const [, , c] = await options(el);
    c!.click();
    await advance(ICON_DELAY_MS + STEP_MS);
    expect(el.shadowRoot!.querySelector('[part=response]')).not.toBeNull();
    expect(el.shadowRoot!.querySelector('[part=option-share]')).toBeNull();
  });

  it('ignores a failed answer post: the answer stands and its steps play on', async () => {
    services.route({ [ANSWER]: reply(500, { message: 'Down.' }) });
    const errors = vi.spyOn(console, 'error');
    const el = quiz();
    const [a] = await options(el);
    a!.click();
    await advance(INCORRECT_RESPONSE_MS);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(a!.getAttribute('aria-pressed')).toBe('true');
    expect(el.shadowRoot!.querySelector('[part=response-title]')!.textContent).toBe('Not quite');
    expect(el.hasAttribute('data-mck-error')).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('posts nothing without a captcha provider on the page', async () => {
    vi.stubGlobal('grecaptcha', undefined);
    const el = quiz();
    const [a] = await options(el);
    a!.click();
    await settle();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(a!.getAttribute('aria-pressed')).toBe('true');
  });

  it('selects the option a share link names 500 ms after it opens', async () => {
    location.hash = '#/quiz/quiz-e2e/C';
    const el = quiz();
    const [, , c] = await options(el);
    await advance(URL_AUTO_SELECT_MS - 1);
    expect(c!.getAttribute('aria-pressed')).toBe('false');
    await advance(1);
    expect(c!.getAttribute('aria-pressed')).toBe('true');
  });

  it('moves next after an answer; the navigator opens answered questions only; the score shows at the end', async () => {
    const el = quiz();
    const [, , c] = await options(el);
    const next = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=next]')!;
    const steps = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=navigator-item]')];
    expect(next.disabled).toBe(true);
    expect(steps[1]!.disabled).toBe(true);
    c!.click();
    await settle();
    expect(next.disabled).toBe(false);
    next.click();
    await settle();
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    expect(steps[0]!.disabled).toBe(false);
    const [yes] = await options(el, 1);
    yes!.click();
    await settle();
    expect(el.shadowRoot!.querySelector('[part=summary]')!.getAttribute('data-band')).toBe('good');
    expect(el.shadowRoot!.querySelector('[part=summary]')!.textContent).toContain('2 of 2');
  });

  for (const layout of ['desktop', 'mobile'] as const) {
    it(`says the last answer's response and the score in one announcement (${layout})`, async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: layout === 'mobile' && query === MOBILE_QUERY, addEventListener() {}, removeEventListener() {},
      }));
      const heard = () => document.querySelector('[data-mck-live=polite]')?.textContent;
      const el = quiz();
      const [, , c] = await options(el);
      c!.click();
      await advance(ICON_DELAY_MS + STEP_MS + 200);
      expect(heard()).toBe('Right! Adoption rose sharply.');
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part=next]')!.click();
      const [yes] = await options(el, 1);
      yes!.click();
      await advance(ICON_DELAY_MS + STEP_MS + 200);
      expect(heard()).toMatch(/^Right! Most boards discuss it\. .*2 of 2/);
    });
  }
});
