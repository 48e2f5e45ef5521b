import { Hono } from 'hono';
import {
  QUIZ_CAPTCHA_HEADER, QuizAnswerRequest, QuizAnswerResponse, QuizHistoryResponse,
} from '../../../core/contracts/quiz.js';
import type { ServiceDeps } from '../deps.js';
import { fail, parseRequest, respond } from '../http.js';
import { questionOptions, quizVotes, recordVote } from './queries.js';

const PATH = '/sitecoreapi/QuizUserChoice';

/**
 * The forms service's quiz votes (E§7): POST {forms}/sitecoreapi/QuizUserChoice counts a reader's
 * answer, GET {forms}/sitecoreapi/QuizUserChoice/{quizId} answers each question's votes per option.
 *
 * The answer carries a captcha token in the CaptchaKey header. The demo has no captcha provider to
 * ask whether a token is genuine, so it only refuses a post without one (400), as the real service
 * refuses a token its provider rejects.
 */
export function quizRoutes({ db }: Pick<ServiceDeps, 'db'>) {
  const app = new Hono();

  app.post(PATH, async (c) => {
    if (!c.req.header(QUIZ_CAPTCHA_HEADER)?.trim()) fail(400, `Invalid request: the ${QUIZ_CAPTCHA_HEADER} header is missing.`);
    const body: unknown = await c.req.json().catch(() => fail(400, 'Invalid request: the body is not JSON.'));
    const vote = parseRequest(QuizAnswerRequest, body);
    const options = await questionOptions(db, vote.quizId, vote.questionId);
    if (!options) fail(404, 'No such quiz question.');
    if (!options.includes(vote.usersChoice)) fail(400, 'Invalid request: the question has no such option.');
    return respond(c, QuizAnswerResponse, { data: { recorded: await recordVote(db, vote) } });
  });

  app.get(`${PATH}/:quizId`, async (c) =>
    respond(c, QuizHistoryResponse, { data: { questions: await quizVotes(db, c.req.param('quizId')) } }));

  return app;
}
