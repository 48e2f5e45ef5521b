import { array, enums, object, optional, size, string, type Infer } from 'superstruct';
import { QUIZ_OPTION_IDS, type QuizOptionId } from '../../core/contracts/quiz.js';

/** At most this many questions are shown (E§5, E§9): the first five. */
export const MAX_QUESTIONS = 5;

/**
 * A text the CMS may leave out. Optional in the schema, so the typings of the `questions` property
 * (printed from this schema) ask no more than a CMS gives; {@link quizQuestions} makes it `''`.
 */
const Text = optional(string());

/** The related article a response slide links to (E§3 Question relatedArticle). */
const RelatedArticle = object({
  url: string(),
  eyebrow: Text,
  title: Text,
  thumbnail: optional(object({ src: string(), alt: Text })),
});

/**
 * One question as the CMS gives it in the `questions` attribute (E§3 Question): its options as
 * `{ "A": "text", … "D": "text" }` (an option without text is left out, E§5) and the id of the
 * correct one.
 */
export const QuizQuestionInput = object({
  id: size(string(), 1, 100),
  title: string(),
  description: Text,
  options: object({ A: optional(string()), B: optional(string()), C: optional(string()), D: optional(string()) }),
  correctOption: enums(QUIZ_OPTION_IDS),
  correctResponseTitle: Text,
  incorrectResponseTitle: Text,
  correctResponseText: Text,
  incorrectResponseText: Text,
  relatedArticle: optional(RelatedArticle),
});
export type QuizQuestionInput = Infer<typeof QuizQuestionInput>;

/** The `questions` attribute: a JSON array of questions. */
export const QuizQuestionsInput = array(QuizQuestionInput);

export interface QuizOption { id: QuizOptionId; text: string }
/** A text left out is `''`. */
type Filled<T> = { [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> extends string ? string : T[K] : T[K] };
type RelatedArticleShown = Filled<Omit<Infer<typeof RelatedArticle>, 'thumbnail'>> & { thumbnail?: { src: string; alt: string } };
/** A question as the quiz shows it: every text filled in, the options that have text. */
export type QuizQuestion = Filled<Omit<QuizQuestionInput, 'options' | 'relatedArticle'>> & {
  options: QuizOption[];
  relatedArticle?: RelatedArticleShown;
};

const relatedArticle = (article: Infer<typeof RelatedArticle> | undefined): RelatedArticleShown | undefined => article && {
  url: article.url,
  eyebrow: article.eyebrow ?? '',
  title: article.title ?? '',
  ...(article.thumbnail ? { thumbnail: { src: article.thumbnail.src, alt: article.thumbnail.alt ?? '' } } : {}),
};

/** The questions the quiz shows (E§5): the first {@link MAX_QUESTIONS}, each with its options A–D that have text. */
export function quizQuestions(input: readonly QuizQuestionInput[]): QuizQuestion[] {
  return input.slice(0, MAX_QUESTIONS).map((question) => ({
    id: question.id,
    title: question.title,
    correctOption: question.correctOption,
    description: question.description ?? '',
    correctResponseTitle: question.correctResponseTitle ?? '',
    incorrectResponseTitle: question.incorrectResponseTitle ?? '',
    correctResponseText: question.correctResponseText ?? '',
    incorrectResponseText: question.incorrectResponseText ?? '',
    relatedArticle: relatedArticle(question.relatedArticle),
    options: QUIZ_OPTION_IDS
      .map((id) => ({ id, text: question.options[id]?.trim() ?? '' }))
      .filter((option) => option.text !== ''),
  }));
}
