import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-quiz>` with their English defaults. */
export const quizStrings = defineStrings({
  /** The quiz's accessible name when it has no title. */
  Quiz_Label: 'Quiz',
  Quiz_QuestionOf: 'Question {number} of {total}',
  /** The navigator's name, and each of its buttons. */
  Quiz_Navigator: 'Questions',
  Quiz_GoToQuestion: 'Question {number}',
  Quiz_Previous: 'Previous question',
  Quiz_Next: 'Next question',
  Quiz_Correct: 'Correct',
  Quiz_Incorrect: 'Incorrect',
  /** Said after an answer, and shown on the chosen option. */
  Quiz_YourAnswer: 'Your answer',
  Quiz_VoteShare: '{percent}% of readers chose this',
  Quiz_RelatedArticle: 'Related article',
  /** The score summary (E§4 score bands). */
  Quiz_Score: 'You answered {correct} of {total, plural, one {# question} other {# questions}} correctly ({percent}%).',
  Quiz_BandGood: 'Excellent: you know this subject well.',
  Quiz_BandAverage: 'Not bad: there is more to discover.',
  Quiz_BandBad: 'Keep reading: there is plenty to learn.',
  Quiz_Share: 'Share this quiz',
  Quiz_ShareOnLinkedIn: 'Share on LinkedIn',
  Quiz_ShareOnX: 'Share on X',
  Quiz_ShareOnFacebook: 'Share on Facebook',
  Quiz_ShareOnEmail: 'Share by email',
  /** Editor-mode placeholder for a quiz without questions. */
  Quiz_Questions: 'Questions',
});
export const { t } = quizStrings;
