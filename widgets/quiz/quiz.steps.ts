import { CELEBRATION_MS, ICON_DELAY_MS, INCORRECT_RESPONSE_MS, STEP_MS } from './quiz.timings.js';

/** What an answered question shows, step by step (E§3 runtime flags). */
export interface AnswerSteps {
  isIconVisible: boolean;
  isResponseSlideVisible: boolean;
  isAnimationCompleted: boolean;
  isConfettiVisible: boolean;
}

export const NO_STEPS: AnswerSteps = {
  isIconVisible: false, isResponseSlideVisible: false, isAnimationCompleted: false, isConfettiVisible: false,
};

/**
 * When each step happens after the choice (ms → the flags it changes): the icon after
 * {@link ICON_DELAY_MS}, with the confetti of a correct answer for {@link CELEBRATION_MS}; the
 * response slide one step later for a correct answer, after {@link INCORRECT_RESPONSE_MS} for an
 * incorrect one; the animation completes one step after the slide.
 */
export function answerSchedule(isCorrect: boolean, confetti: boolean): Array<[number, Partial<AnswerSteps>]> {
  const response = isCorrect ? ICON_DELAY_MS + STEP_MS : INCORRECT_RESPONSE_MS;
  const schedule: Array<[number, Partial<AnswerSteps>]> = [
    [ICON_DELAY_MS, { isIconVisible: true, ...(isCorrect && confetti ? { isConfettiVisible: true } : {}) }],
    [response, { isResponseSlideVisible: true }],
    [response + STEP_MS, { isAnimationCompleted: true }],
  ];
  if (isCorrect && confetti) schedule.push([ICON_DELAY_MS + CELEBRATION_MS, { isConfettiVisible: false }]);
  return schedule.sort((a, b) => a[0] - b[0]);
}

/** Plays the schedule, calling `show` with the flags so far at each step; returns the stop. */
export function playAnswer(isCorrect: boolean, confetti: boolean, show: (steps: AnswerSteps) => void): () => void {
  let steps = NO_STEPS;
  const timers = answerSchedule(isCorrect, confetti).map(([at, change]) => setTimeout(() => {
    steps = { ...steps, ...change };
    show(steps);
  }, at));
  return () => timers.forEach(clearTimeout);
}
