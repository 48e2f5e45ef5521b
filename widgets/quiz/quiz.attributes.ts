import { bool, json, text } from '../../core/host/attributes.js';
import { QuizQuestionsInput } from './quiz.model.js';

const QUESTION_TYPE = `Array<{ id: string; title: string; description?: string; options: { A?: string; B?: string; C?: string; D?: string }; correctOption: "A" | "B" | "C" | "D"; correctResponseTitle?: string; incorrectResponseTitle?: string; correctResponseText?: string; incorrectResponseText?: string; relatedArticle?: { url: string; eyebrow?: string; title?: string; thumbnail?: { src: string; alt?: string } } }>`;

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
    type: QUESTION_TYPE,
  }),
};
