-- Quiz votes (E§3 "Quiz answer post", "Quiz attempt history"; E§7 QuizUserChoice). The quizzes
-- themselves are the CMS's: the service keeps only which questions and options each quiz has, so a
-- vote for an unknown quiz, question or option is refused, and one vote per reader's quiz session
-- and question (a repeated post does not count twice).
CREATE TABLE quiz_questions (
  quiz_id     text NOT NULL,
  question_id text NOT NULL,
  position    int  NOT NULL,
  option_ids  text[] NOT NULL,
  PRIMARY KEY (quiz_id, question_id)
);

CREATE TABLE quiz_votes (
  quiz_id     text NOT NULL,
  question_id text NOT NULL,
  option_id   text NOT NULL,
  session_id  text NOT NULL,
  voted_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quiz_id, question_id, session_id),
  FOREIGN KEY (quiz_id, question_id) REFERENCES quiz_questions
);

-- The demo's quizzes (the gallery's and the CMS pages' mck-quiz tags print the same ids), with
-- deterministic votes: uneven counts, a three-way tie, a single vote and a question nobody answered.
INSERT INTO quiz_questions (quiz_id, question_id, position, option_ids) VALUES
  ('quiz-ai-readiness', 'q1', 1, ARRAY['A','B','C','D']),
  ('quiz-ai-readiness', 'q2', 2, ARRAY['A','B','C']),
  ('quiz-ai-readiness', 'q3', 3, ARRAY['A','B']),
  ('quiz-supply-chains', 'q1', 1, ARRAY['A','B','C','D']),
  ('quiz-supply-chains', 'q2', 2, ARRAY['A','B','C','D']),
  ('quiz-e2e', 'q1', 1, ARRAY['A','B','C']),
  ('quiz-e2e', 'q2', 2, ARRAY['A','B']);

INSERT INTO quiz_votes (quiz_id, question_id, option_id, session_id)
SELECT quiz_id, question_id, option_id, 'seed-' || option_id || '-' || n
  FROM (VALUES
    ('quiz-ai-readiness', 'q1', 'A', 12), ('quiz-ai-readiness', 'q1', 'B', 30),
    ('quiz-ai-readiness', 'q1', 'C', 7),  ('quiz-ai-readiness', 'q1', 'D', 1),
    ('quiz-ai-readiness', 'q2', 'A', 5),  ('quiz-ai-readiness', 'q2', 'B', 5), ('quiz-ai-readiness', 'q2', 'C', 5),
    ('quiz-ai-readiness', 'q3', 'B', 1),
    ('quiz-supply-chains', 'q1', 'C', 3), ('quiz-supply-chains', 'q2', 'A', 2)
  ) AS votes(quiz_id, question_id, option_id, count),
  generate_series(1, votes.count) AS n;
