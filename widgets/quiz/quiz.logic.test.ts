import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as nav from './quiz.navigation.js';
import { MAX_QUESTIONS, quizQuestions, type QuizQuestionInput } from './quiz.model.js';
import { SCORE_BANDS, scoreBand, scorePercent, votePercentages } from './quiz.score.js';
import { quizShareLink, readShareHash, scrollTopFor } from './quiz.share.js';
import { NO_STEPS, playAnswer, type AnswerSteps } from './quiz.steps.js';
import {
  CELEBRATION_MS, CONFETTI, ICON_DELAY_MS, INCORRECT_RESPONSE_MS, SCROLL_OFFSET_PX, SLIDE_MS, STEP_MS, URL_AUTO_SELECT_MS,
} from './quiz.timings.js';

describe('the quiz constants of E§9', () => {
  it('are the spec\'s values', () => {
    expect([ICON_DELAY_MS, STEP_MS, INCORRECT_RESPONSE_MS, CELEBRATION_MS, SLIDE_MS, URL_AUTO_SELECT_MS])
      .toEqual([150, 600, 1050, 5000, 1000, 500]);
    expect(SCROLL_OFFSET_PX).toEqual({ stickyShareBar: 73, otherwise: 10 });
    expect(CONFETTI).toEqual({ particleCount: 150, gravity: 0.15 });
    expect(SCORE_BANDS).toEqual({ good: 75, average: 50 });
    expect(MAX_QUESTIONS).toBe(5);
  });
});

describe('the steps after an answer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Plays an answer, returning what it shows now. */
  const play = (isCorrect: boolean, confetti = true) => {
    let shown: AnswerSteps = NO_STEPS;
    const stop = playAnswer(isCorrect, confetti, (steps) => { shown = steps; });
    return { now: () => shown, stop };
  };

  it('correct: the icon and confetti at 150 ms, the response slide one step later, done one more step later, confetti gone at 5150 ms', () => {
    const answer = play(true);
    vi.advanceTimersByTime(ICON_DELAY_MS - 1);
    expect(answer.now()).toEqual(NO_STEPS);
    vi.advanceTimersByTime(1);
    expect(answer.now()).toEqual({ ...NO_STEPS, isIconVisible: true, isConfettiVisible: true });
    vi.advanceTimersByTime(STEP_MS - 1);
    expect(answer.now().isResponseSlideVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(answer.now().isResponseSlideVisible).toBe(true);
    vi.advanceTimersByTime(STEP_MS);
    expect(answer.now()).toEqual({ isIconVisible: true, isResponseSlideVisible: true, isAnimationCompleted: true, isConfettiVisible: true });
    vi.advanceTimersByTime(ICON_DELAY_MS + CELEBRATION_MS - ICON_DELAY_MS - 2 * STEP_MS - 1);
    expect(answer.now().isConfettiVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(answer.now().isConfettiVisible).toBe(false);
  });

  it('incorrect: no confetti, the response slide at 1050 ms, done one step later', () => {
    const answer = play(false);
    vi.advanceTimersByTime(ICON_DELAY_MS);
    expect(answer.now()).toEqual({ ...NO_STEPS, isIconVisible: true });
    vi.advanceTimersByTime(INCORRECT_RESPONSE_MS - ICON_DELAY_MS - 1);
    expect(answer.now().isResponseSlideVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(answer.now().isResponseSlideVisible).toBe(true);
    vi.advanceTimersByTime(STEP_MS - 1);
    expect(answer.now().isAnimationCompleted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(answer.now().isAnimationCompleted).toBe(true);
    vi.advanceTimersByTime(CELEBRATION_MS);
    expect(answer.now().isConfettiVisible).toBe(false);
  });

  it('without confetti (reduced motion) a correct answer has the same steps and no confetti', () => {
    const answer = play(true, false);
    vi.advanceTimersByTime(CELEBRATION_MS * 2);
    expect(answer.now()).toEqual({ isIconVisible: true, isResponseSlideVisible: true, isAnimationCompleted: true, isConfettiVisible: false });
  });

  it('stops when told', () => {
    const answer = play(true);
    answer.stop();
    vi.advanceTimersByTime(CELEBRATION_MS * 2);
    expect(answer.now()).toEqual(NO_STEPS);
  });
});

describe('vote percentages (largest remainder)', () => {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  it('sum to 100 in every case, ties and a single vote included', () => {
    for (const counts of [[1, 1, 1], [5, 5, 5], [1], [0, 1], [12, 30, 7, 1], [2, 2, 2, 1], [1, 1, 1, 1, 1, 1, 1], [999, 1, 1]]) {
      expect(sum(votePercentages(counts)), String(counts)).toBe(100);
    }
  });

  it('gives the missing points to the largest remainders, the earlier option first on a tie', () => {
    expect(votePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(votePercentages([12, 30, 7, 1])).toEqual([24, 60, 14, 2]);
    expect(votePercentages([2, 2, 2, 1])).toEqual([29, 29, 28, 14]); // 28.57 ×3, 14.29: the three .57s get a point
    expect(votePercentages([0, 1])).toEqual([0, 100]);
  });

  it('is all zero when nobody voted', () => {
    expect(votePercentages([0, 0, 0])).toEqual([0, 0, 0]);
  });
});

describe('score bands', () => {
  it('at least 75 % is good, 50 to 74 % average, below 50 % bad', () => {
    expect([100, 75, 74, 50, 49, 0].map(scoreBand)).toEqual(['good', 'good', 'average', 'average', 'bad', 'bad']);
    expect(scorePercent(3, 4)).toBe(75);
    expect(scorePercent(2, 3)).toBe(67);
    expect(scoreBand(scorePercent(1, 2))).toBe('average');
  });
});

describe('questions from the CMS', () => {
  const question = (n: number, options: QuizQuestionInput['options'] = { A: 'a', B: 'b' }): QuizQuestionInput => ({
    id: `q${n}`, title: `Q${n}`, description: '', options, correctOption: 'A',
    correctResponseTitle: '', incorrectResponseTitle: '', correctResponseText: '', incorrectResponseText: '',
  });

  it('keeps the first 5 questions and only the options A–D that have text', () => {
    const shown = quizQuestions([1, 2, 3, 4, 5, 6, 7].map((n) => question(n)));
    expect(shown.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    expect(quizQuestions([question(1, { A: 'Yes', B: ' ', D: 'No' })])[0]!.options).toEqual([{ id: 'A', text: 'Yes' }, { id: 'D', text: 'No' }]);
  });
});

describe('answers and navigation', () => {
  it('takes one answer per question: a later choice changes nothing', () => {
    const first = nav.answer(nav.startProgress(3), 0, 'B');
    expect(first.answers).toEqual(['B', null, null]);
    expect(nav.answer(first, 0, 'C')).toBe(first);
  });

  it('goes next once the shown question is answered, back whenever there is a previous one', () => {
    let progress = nav.startProgress(3);
    expect(nav.canGoNext(progress, false)).toBe(false);
    expect(nav.goNext(progress, false)).toBe(progress);
    expect(nav.canGoPrevious(progress)).toBe(false);
    progress = nav.goNext(nav.answer(progress, 0, 'A'), false);
    expect(progress.active).toBe(1);
    expect(nav.canGoPrevious(progress)).toBe(true);
    expect(nav.goPrevious(progress).active).toBe(0);
  });

  it('opens only answered questions from the navigator', () => {
    let progress = nav.answer(nav.startProgress(3), 0, 'A');
    progress = nav.goNext(progress, false);
    expect(nav.canGoTo(progress, 2)).toBe(false);
    expect(nav.goTo(progress, 2)).toBe(progress);
    expect(nav.goTo(progress, 0).active).toBe(0);
  });

  it('ends on the share slide (mobile) once every question is answered, never past the last question otherwise', () => {
    let progress = nav.startProgress(2);
    progress = nav.goNext(nav.answer(progress, 0, 'A'), true);
    progress = nav.answer(progress, 1, 'B');
    expect(nav.canGoNext(progress, false)).toBe(false);
    expect(nav.goNext(progress, true).active).toBe(2);
    expect(nav.goPrevious(nav.goNext(progress, true)).active).toBe(1);
  });
});

describe('share links', () => {
  it('are {page url}#/{quiz prefix}/quiz-{mediaId}', () => {
    expect(quizShareLink('https://example.com/article?x=1#old', 'quiz', 'ai-42')).toBe('https://example.com/article?x=1#/quiz/quiz-ai-42');
  });

  it('open the quiz, with an option to select when the link names one', () => {
    expect(readShareHash('#/quiz/quiz-ai-42', 'quiz', 'ai-42')).toEqual({ option: null });
    expect(readShareHash('#/quiz/quiz-ai-42/b', 'quiz', 'ai-42')).toEqual({ option: 'B' });
    expect(readShareHash('#/quiz/quiz-ai-42/E', 'quiz', 'ai-42')).toBeNull();
    expect(readShareHash('#/quiz/quiz-other', 'quiz', 'ai-42')).toBeNull();
    expect(readShareHash('#/quiz/quiz-', 'quiz', '')).toBeNull();
  });

  it('scroll the quiz to 73 px below the top under the sticky share bar, else 10 px', () => {
    expect(scrollTopFor(500, 1000, true)).toBe(1427);
    expect(scrollTopFor(500, 1000, false)).toBe(1490);
    expect(scrollTopFor(5, 0, false)).toBe(0);
  });
});
