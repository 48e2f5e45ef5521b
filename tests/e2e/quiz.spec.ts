import { expect, test, type Page } from '@playwright/test';
import { ICON_DELAY_MS, INCORRECT_RESPONSE_MS } from '../../widgets/quiz/quiz.timings.js';
import { quizQuestions, type QuizQuestionInput } from '../../widgets/quiz/quiz.model.js';
import { decodeEntities, galleryExample } from '../../demo/server/gallery-examples.js';
import { DEFAULT_SITE_SOURCES } from '../../demo/server/paths.js';
import { besides, collectConsole, expectAxeClean } from './support.js';

// The quiz against the running demo: its votes round-trip through the forms service's database.
// The demo pages have no captcha provider, so the page gets a stand-in for one before it loads (a
// `grecaptcha` that answers a token per action, and a site key in the page's config), as a real
// page prints its provider's script and key; nothing between the page and the services is stubbed.

// The quiz the tests answer is the gallery's first (#ai-quiz), read from its example: its first
// question's options, which of them is right, and its responses' titles.
const AI_QUIZ = galleryExample(DEFAULT_SITE_SOURCES.widgetsDir, 'quiz', 'Three questions, with the readers\' votes', 'tests/e2e/quiz.spec.ts');
const attribute = (name: string) => decodeEntities(new RegExp(`\\s${name}="([^"]*)"`).exec(AI_QUIZ)![1]!);
// As the quiz shows it: the options that have text, every text filled in.
const QUESTION = quizQuestions(JSON.parse(attribute('questions')) as QuizQuestionInput[])[0]!;
const OPTIONS = QUESTION.options.map((option) => option.id);
const CORRECT = OPTIONS.indexOf(QUESTION.correctOption);
const WRONG = CORRECT === 0 ? 1 : 0;

const HISTORY = `/api/forms/sitecoreapi/QuizUserChoice/${attribute('quiz-id')}`;

async function withCaptchaStandIn(page: Page) {
  await page.addInitScript(() => {
    const actions: string[] = [];
    (window as unknown as { captchaActions: string[] }).captchaActions = actions;
    (window as unknown as { grecaptcha: object }).grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: async (_key: string, { action }: { action: string }) => {
        actions.push(action);
        return `e2e-token-${action}`;
      },
    };
    new MutationObserver((_, observer) => {
      const config = document.getElementById('mck-config');
      if (!config?.textContent) return;
      config.textContent = JSON.stringify({ ...JSON.parse(config.textContent), captchaSiteKey: 'e2e-site-key' });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const votesFor = async (page: Page, questionId: string) => {
  const body = await (await page.request.get(HISTORY)).json() as { data: { questions: Array<{ questionId: string; options: Record<string, number> }> } };
  return body.data.questions.find((q) => q.questionId === questionId)!.options;
};

test('answering a quiz posts the vote with a quiz_submit captcha token and shows the readers\' shares, summing to 100', async ({ page }) => {
  const problems = collectConsole(page, ['error']);
  await withCaptchaStandIn(page);
  const votes: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/sitecoreapi/QuizUserChoice')) votes.push(r.postData() ?? ''); });
  const before = await votesFor(page, QUESTION.id);
  await page.goto('/widgets/mck-quiz');
  const quiz = page.locator('#ai-quiz');
  const options = quiz.locator('[data-slide="0"] [part=option]');
  await expect(options).toHaveCount(OPTIONS.length);
  const posted = page.waitForResponse((r) => r.url().endsWith('/sitecoreapi/QuizUserChoice') && r.request().method() === 'POST');
  await options.nth(CORRECT).click();
  const response = await posted;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['captchakey']).toBe('e2e-token-quiz_submit');
  expect(await page.evaluate(() => (window as unknown as { captchaActions: string[] }).captchaActions)).toEqual(['quiz_submit']);
  await expect(quiz.locator('[part=response-title]').first()).toHaveText(QUESTION.correctResponseTitle);
  const shares = await quiz.locator('[data-slide="0"] [part=option-share] [aria-hidden]').allTextContents();
  expect(shares).toHaveLength(OPTIONS.length);
  expect(shares.reduce((sum, share) => sum + Number.parseInt(share, 10), 0)).toBe(100);
  expect(await votesFor(page, QUESTION.id)).toEqual({ ...before, [QUESTION.correctOption]: before[QUESTION.correctOption]! + 1 });

  // A second click is ignored (the answered options say aria-disabled; the click is forced): no second vote.
  await options.nth(WRONG).click({ force: true });
  await expect(options.nth(WRONG)).toHaveAttribute('aria-pressed', 'false');
  expect(votes).toHaveLength(1);
  await quiz.locator('[part=next]').click();
  await expect(quiz.locator('[part=navigator-item]').nth(1)).toHaveAttribute('aria-current', 'step');
  await expectAxeClean(page, '#ai-quiz');
  // The gallery's error-state example (a question without its correct option) hydrates too.
  expect(besides(problems, ['[mck-quiz] attribute "questions" does not match its schema at 0.correctOption'])).toEqual([]);
});

test('an incorrect answer shows its mark at 150 ms and its response slide at 1050 ms (Playwright\'s clock)', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.goto('/widgets/mck-quiz');
  const quiz = page.locator('#ai-quiz');
  const wrong = quiz.locator('[data-slide="0"] [part=option]').nth(WRONG);
  await expect(wrong).toBeVisible();
  await page.clock.pauseAt(new Date('2026-01-01T00:10:00Z'));
  await wrong.click();
  await expect(wrong).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(ICON_DELAY_MS - 1);
  await expect(wrong.locator('[part=option-icon]')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(wrong.locator('[part=option-icon]')).toContainText('Incorrect');
  await page.clock.runFor(INCORRECT_RESPONSE_MS - ICON_DELAY_MS - 1);
  await expect(quiz.locator('[part=response]')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(quiz.locator('[part=response-title]')).toHaveText(QUESTION.incorrectResponseTitle);
});
