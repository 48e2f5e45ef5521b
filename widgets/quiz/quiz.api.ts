/**
 * The public contract of `<mck-quiz>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, json, text } from '../../core/host/attributes.js';
import { QuizQuestionsInput } from './quiz.model.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import { defineStrings } from '../../core/text/i18n.js';


/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's (E§3
 * Quiz). The questions come as a JSON attribute checked by its superstruct type; what the CMS prints
 * inside the tag is the readable fallback, shown until the quiz renders and without JavaScript.
 */
export const quizAttributes = {
  quizId: text('', { doc: 'The quiz\'s id (E§3 id): the votes posted and read (QuizUserChoice) are counted under it. Without it no votes are read or posted.' }),
  mediaId: text('', { doc: 'The quiz\'s media id: names its share link `{page url}#/{share-prefix}/quiz-{media-id}` and the page event that opens it.' }),
  sharePrefix: text('quiz', { doc: 'The quiz prefix of the share link\'s hash route.' }),
  quizTitle: text('', { doc: 'The quiz\'s title: its accessible name and the shared text.' }),
  eyebrow: text('', { doc: 'Small text above the headline.' }),
  headline: text('', { doc: 'The headline (a placeholder in editor mode when empty).' }),
  description: text('', { doc: 'Text under the headline.' }),
  displayNumber: bool(true, { doc: 'Show "Question n of m" above each question.' }),
  showDividerLine: bool(false, { doc: 'A line between the quiz\'s header and its questions.' }),
  hideShareControls: bool(false, { doc: "Hide the quiz's share links (on desktop under the score, on mobile on the final slide); the score summary stays." }),
  hideDataTeaser: bool(false, { doc: 'Hide the share of readers who chose each option after an answer.' }),
  questions: json(QuizQuestionsInput, [], {
    doc: 'The questions (E§3 Question), JSON; only the first 5 are shown, each with its options A–D that have text (E§5).',
  }),
};

/** The parts of `<mck-quiz>`, for `mck-quiz::part(…)`. */
export const quizParts = /* @__PURE__ */ defineParts({
  base: 'The quiz.',
  header: 'The eyebrow, headline and description above the questions.',
  eyebrow: 'The small text above the headline.',
  headline: 'The headline.',
  description: 'The text under the headline.',
  divider: 'The line between the header and the questions (show-divider-line).',
  navigator: 'The list of question numbers; answered questions can be opened from it.',
  'navigator-item': 'One question number (a button).',
  track: 'The row of slides that moves from question to question.',
  question: 'One question\'s slide.',
  'question-number': '"Question n of m".',
  'question-title': 'The question.',
  'question-description': 'The text under the question.',
  options: 'The list of options.',
  option: 'One option (a button); `aria-pressed` on the chosen one.',
  'option-icon': 'The correct or incorrect mark an option shows after an answer.',
  'option-share': 'The share of readers who chose the option.',
  response: 'The response slide after an answer: its title, text and related article.',
  'response-title': 'The correct or incorrect response title.',
  'related-article': 'The related article\'s link.',
  controls: 'The previous and next buttons.',
  previous: 'The previous-question button.',
  next: 'The next-question button.',
  summary: 'The score summary (on the final slide on mobile, under the questions otherwise).',
  'share-links': 'The final slide\'s share links.',
}, editorParts);

/**
 * What `<mck-quiz>` tells the page (name → detail); each member's JSDoc is its manifest entry.
 * Both are page events (E§4), on `window` and the legacy bus (`quiz:answered`, `quiz:loaded`).
 */
export interface QuizEvents {
  /** The reader answered a question: the quiz's id and media id, the question's index and whether the answer is correct. */
  'mck:quiz:answered': MckEventMap['quiz:answered'];
  /** The quiz rendered its questions. */
  'mck:quiz:loaded': MckEventMap['quiz:loaded'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<QuizEvents> {}
}

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
