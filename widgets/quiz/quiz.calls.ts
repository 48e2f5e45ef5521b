import {
  QUIZ_CAPTCHA_ACTION, QUIZ_CAPTCHA_HEADER, QuizAnswerResponse, QuizHistoryResponse,
  type QuizAnswerRequest, type QuizQuestionVotes,
} from '../../core/contracts/quiz.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import { quietCaptchaActionToken } from '../../core/kits/captcha/index.js';
import { request } from '../../core/session/http.js';

/** E§8 "Quiz history failure: empty history": a failed history is no votes, never a message. */
export const historyFailures: FailurePolicy = { emptyOnFailure: true };

/** GET {forms}/sitecoreapi/QuizUserChoice/{quizId} (E§7): each question's votes per option. A public call. */
export async function fetchQuizHistory(quizId: string, signal: AbortSignal): Promise<QuizQuestionVotes[]> {
  const { data } = await request('forms', `/sitecoreapi/QuizUserChoice/${encodeURIComponent(quizId)}`, {
    auth: false, schema: QuizHistoryResponse, signal,
  });
  return data.questions;
}

/**
 * POST {forms}/sitecoreapi/QuizUserChoice (E§7) with a captcha token for the action `quiz_submit`.
 * Its result and its failures are ignored (E§8): the reader's answer stands whatever the service
 * says, so this never throws; without a token (no captcha provider on the page) nothing is sent.
 */
export async function postQuizAnswer(answer: QuizAnswerRequest): Promise<void> {
  try {
    const token = await quietCaptchaActionToken(QUIZ_CAPTCHA_ACTION);
    if (!token) return;
    await request('forms', '/sitecoreapi/QuizUserChoice', {
      method: 'POST', json: answer, headers: { [QUIZ_CAPTCHA_HEADER]: token }, auth: false, schema: QuizAnswerResponse,
    });
  } catch {
    // Ignored (E§8): a lost vote changes nothing the reader sees.
  }
}

/** The reader's quiz session (E§3 sessionId): one per page visit, so a repeated answer is one vote. */
export const quizSessionId = (() => {
  let id: string | undefined;
  return () => (id ??= crypto.randomUUID?.()
    ?? Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join(""));
})();
