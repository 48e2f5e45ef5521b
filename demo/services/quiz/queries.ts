import type { QuizAnswerRequest, QuizQuestionVotes } from '../../../core/contracts/quiz.js';
import type { Queryable } from '../../db/db.js';

/** The option ids of a quiz's question; `null` when the quiz has no such question. */
export async function questionOptions(db: Queryable, quizId: string, questionId: string): Promise<string[] | null> {
  const [row] = await db.query<{ optionIds: string[] }>(
    'SELECT option_ids AS "optionIds" FROM quiz_questions WHERE quiz_id = $1 AND question_id = $2',
    [quizId, questionId],
  );
  return row?.optionIds ?? null;
}

/** Counts a vote once per reader's quiz session and question; false when that session had voted. */
export async function recordVote(db: Queryable, vote: QuizAnswerRequest): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO quiz_votes (quiz_id, question_id, option_id, session_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [vote.quizId, vote.questionId, vote.usersChoice, vote.sessionId],
  );
  return rows.length === 1;
}

/**
 * Every question of the quiz in order, each option with its number of votes (0 for an option
 * nobody chose); an unknown quiz has no questions.
 */
export async function quizVotes(db: Queryable, quizId: string): Promise<QuizQuestionVotes[]> {
  const rows = await db.query<{ questionId: string; optionId: string; votes: number }>(
    `SELECT q.question_id AS "questionId", o.option_id AS "optionId", count(v.session_id)::int AS votes
       FROM quiz_questions q
       CROSS JOIN LATERAL unnest(q.option_ids) AS o(option_id)
       LEFT JOIN quiz_votes v ON v.quiz_id = q.quiz_id AND v.question_id = q.question_id AND v.option_id = o.option_id
      WHERE q.quiz_id = $1
      GROUP BY q.question_id, q.position, o.option_id
      ORDER BY q.position, o.option_id`,
    [quizId],
  );
  const questions = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const options = questions.get(row.questionId) ?? {};
    options[row.optionId] = row.votes;
    questions.set(row.questionId, options);
  }
  return [...questions].map(([questionId, options]) => ({ questionId, options }));
}
