import type { QuizOptionId } from '../../core/contracts/quiz.js';

/** The reader's answers and where the quiz is: the question shown, or the final share slide. */
export interface QuizProgress {
  /** Index of the slide shown; `answers.length` is the final share slide (mobile only). */
  active: number;
  /** The chosen option of each question, `null` until answered. */
  answers: Array<QuizOptionId | null>;
}

export const startProgress = (questions: number): QuizProgress => ({ active: 0, answers: Array(questions).fill(null) });

export const isAnswered = (progress: QuizProgress, index: number) => progress.answers[index] != null;
export const allAnswered = (progress: QuizProgress) => progress.answers.every((choice) => choice != null);

/** One answer per question (E§4): a choice for an answered question changes nothing. */
export function answer(progress: QuizProgress, index: number, choice: QuizOptionId): QuizProgress {
  if (isAnswered(progress, index) || index >= progress.answers.length) return progress;
  return { ...progress, answers: progress.answers.map((old, i) => (i === index ? choice : old)) };
}

/** The last slide: the final share slide when it is shown (mobile) and every question is answered. */
const lastSlide = (progress: QuizProgress, withShareSlide: boolean) =>
  (withShareSlide && allAnswered(progress) ? progress.answers.length : progress.answers.length - 1);

/** Next: once the shown question is answered, to the next question (or the final share slide). */
export function canGoNext(progress: QuizProgress, withShareSlide: boolean): boolean {
  return isAnswered(progress, progress.active) && progress.active < lastSlide(progress, withShareSlide);
}

export const canGoPrevious = (progress: QuizProgress) => progress.active > 0;

/** The navigator opens only answered questions (E§4); the shown one stays where it is. */
export const canGoTo = (progress: QuizProgress, index: number) => index !== progress.active && isAnswered(progress, index);

export function goTo(progress: QuizProgress, index: number): QuizProgress {
  return canGoTo(progress, index) ? { ...progress, active: index } : progress;
}

export function goNext(progress: QuizProgress, withShareSlide: boolean): QuizProgress {
  return canGoNext(progress, withShareSlide) ? { ...progress, active: progress.active + 1 } : progress;
}

export function goPrevious(progress: QuizProgress): QuizProgress {
  return canGoPrevious(progress) ? { ...progress, active: Math.min(progress.active, progress.answers.length) - 1 } : progress;
}
