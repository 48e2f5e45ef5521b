import { array, boolean, enums, integer, min, object, record, refine, size, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';

/**
 * The quiz's votes (E§3 "Quiz attempt history", "Quiz answer post"; E§7): the forms service's
 * QuizUserChoice calls. The reader's choice is posted with a captcha token (header
 * {@link QUIZ_CAPTCHA_HEADER}, from the captcha action {@link QUIZ_CAPTCHA_ACTION}); the history
 * is every question's votes per option, counted by the service.
 */

/** The option ids a question may have (E§5: options A to D). */
export const QUIZ_OPTION_IDS = ['A', 'B', 'C', 'D'] as const;
export type QuizOptionId = (typeof QUIZ_OPTION_IDS)[number];

/** The captcha action the token is asked for, and the header that carries it (E§7). */
export const QUIZ_CAPTCHA_ACTION = 'quiz_submit';
export const QUIZ_CAPTCHA_HEADER = 'CaptchaKey';

const Id = refine(size(string(), 1, 100), 'Id', (id) => !id.includes('\0'));

/** POST {forms}/sitecoreapi/QuizUserChoice: one reader's answer to one question. */
export const QuizAnswerRequest = object({
  quizId: Id,
  questionId: Id,
  usersChoice: enums(QUIZ_OPTION_IDS),
  /** The reader's quiz session (one per page visit), so a repeated post is one vote. */
  sessionId: Id,
});
export type QuizAnswerRequest = Infer<typeof QuizAnswerRequest>;

/** The answer to a post: whether the vote was counted (false for a repeat). The widget ignores it (E§7). */
export const QuizAnswerResponse = envelope(object({ recorded: boolean() }));
export type QuizAnswerResponse = Infer<typeof QuizAnswerResponse>;

/** One question's votes: option id → number of readers who chose it. */
export const QuizQuestionVotes = object({
  questionId: string(),
  options: record(string(), min(integer(), 0)),
});
export type QuizQuestionVotes = Infer<typeof QuizQuestionVotes>;

/** GET {forms}/sitecoreapi/QuizUserChoice/{quizId}: the votes of each question of the quiz. */
export const QuizHistoryResponse = envelope(object({ questions: array(QuizQuestionVotes) }));
export type QuizHistoryResponse = Infer<typeof QuizHistoryResponse>;
