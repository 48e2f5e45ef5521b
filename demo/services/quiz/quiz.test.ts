import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody } from '../../../core/contracts/index.js';
import { QUIZ_CAPTCHA_HEADER, QuizAnswerResponse, QuizHistoryResponse, type QuizAnswerRequest } from '../../../core/contracts/quiz.js';
import { useTestApp } from '../../server/testing.js';

const URL = '/api/forms/sitecoreapi/QuizUserChoice';

/** The quiz votes through their HTTP routes, on the seeded quizzes (migration 008). */
describe('{forms}/sitecoreapi/QuizUserChoice', () => {
  const app = useTestApp();

  const post = (body: unknown, captcha: string | null = 'token') => app().request(URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(captcha === null ? {} : { [QUIZ_CAPTCHA_HEADER]: captcha }) },
    body: JSON.stringify(body),
  });
  const history = async (quizId: string) => {
    const res = await app().request(`${URL}/${encodeURIComponent(quizId)}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, QuizHistoryResponse)).toBe(true);
    return (body as QuizHistoryResponse).data.questions;
  };
  const vote = (overrides: Partial<QuizAnswerRequest> = {}): QuizAnswerRequest =>
    ({ quizId: 'quiz-supply-chains', questionId: 'q2', usersChoice: 'B', sessionId: 'session-1', ...overrides });

  it('answers every question of a quiz in order, with every option counted (0 when nobody chose it)', async () => {
    expect(await history('quiz-ai-readiness')).toEqual([
      { questionId: 'q1', options: { A: 12, B: 30, C: 7, D: 1 } },
      { questionId: 'q2', options: { A: 5, B: 5, C: 5 } },
      { questionId: 'q3', options: { A: 0, B: 1 } },
    ]);
    expect(await history('no-such-quiz')).toEqual([]);
  });

  it('counts a posted answer in the history, once per reader\'s session and question', async () => {
    const before = (await history('quiz-supply-chains'))[1]!.options;
    const first = await post(vote());
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(is(body, QuizAnswerResponse)).toBe(true);
    expect(body).toEqual({ data: { recorded: true } });
    expect(await (await post(vote({ usersChoice: 'C' }))).json()).toEqual({ data: { recorded: false } });
    await post(vote({ sessionId: 'session-2', usersChoice: 'C' }));
    expect((await history('quiz-supply-chains'))[1]!.options).toEqual({ ...before, B: before.B! + 1, C: before.C! + 1 });
  });

  it('refuses an answer without a captcha token, or for an unknown question or option, counting nothing', async () => {
    const before = await history('quiz-supply-chains');
    for (const [res, status] of [
      [await post(vote({ sessionId: 'x' }), null), 400],
      [await post(vote({ sessionId: 'x' }), ' '), 400],
      [await post(vote({ sessionId: 'x', questionId: 'q9' })), 404],
      [await post(vote({ sessionId: 'x', quizId: 'quiz-ai-readiness', questionId: 'q3', usersChoice: 'C' })), 400],
      [await post({ ...vote({ sessionId: 'x' }), usersChoice: 'E' }), 400],
    ] as const) {
      expect(res.status).toBe(status);
      expect(is(await res.json(), ErrorBody)).toBe(true);
    }
    expect(await history('quiz-supply-chains')).toEqual(before);
  });
});
