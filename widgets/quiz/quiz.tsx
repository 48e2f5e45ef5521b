import { useSignals } from '@preact/signals-react/runtime';
import confetti from 'canvas-confetti';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { QuizOptionId, QuizQuestionVotes } from '../../core/contracts/quiz.js';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { MOBILE_QUERY, useMediaQuery } from '../../core/host/viewport.js';
import { useAsync } from '../../core/kits/async/index.js';
import { announce } from '../../core/page/announce.js';
import { emit } from '../../core/page/events.js';
import { prefersReducedMotion } from '../../core/page/motion.js';
import { type quizAttributes, t } from './quiz.api.js';
import { fetchQuizHistory, historyFailures, postQuizAnswer, quizSessionId } from './quiz.calls.js';
import { quizQuestions, type QuizQuestion } from './quiz.model.js';
import * as nav from './quiz.navigation.js';
import { useOpenByLink } from './quiz.open.js';
import { QuestionSlide } from './quiz.question.js';
import { scorePercent, votePercentages } from './quiz.score.js';
import { quizShareLink } from './quiz.share.js';
import { NO_STEPS, playAnswer, type AnswerSteps } from './quiz.steps.js';
import { ScoreSummary, ShareLinks, ShareSlide } from './quiz.summary.js';
import { CONFETTI } from './quiz.timings.js';

/**
 * Confetti for a correct answer (E§4, E§9) with canvas-confetti, on its own full-page canvas that
 * does not catch the pointer. The caller never calls it under reduced motion; canvas-confetti's own
 * check is on too.
 */
function celebrate(): void {
  void confetti({ ...CONFETTI, disableForReducedMotion: true });
}

/** Ends the celebration: the pieces still falling go away. */
function endCelebration(): void {
  confetti.reset();
}

/** Whether the page is at mobile width, following changes: there the quiz ends on a share slide with the score summary (E§2, E§4). */
const useMobile = (): boolean => useMediaQuery(MOBILE_QUERY);

/**
 * Each option's share of readers (E§5: whole percents summing to 100) with the reader's own vote
 * added; `null` when the history has no such question (none read, or the call failed: E§8).
 */
function optionShares(question: QuizQuestion, history: QuizQuestionVotes[], choice: QuizOptionId | null): number[] | null {
  const votes = history.find((entry) => entry.questionId === question.id);
  if (!votes) return null;
  return votePercentages(question.options.map((option) => (votes.options[option.id] ?? 0) + (option.id === choice ? 1 : 0)));
}

type Props = WidgetProps<typeof quizAttributes>;

export function Quiz(props: Props) {
  useSignals();
  const editing = useEditorMode();
  const questions = useMemo(() => quizQuestions(props.questions), [props.questions]);
  if (!questions.length) {
    // Nothing to ask: visitors keep what the CMS printed; editors see a placeholder.
    return editing ? <section className="quiz" part="base"><EditorField name={t('Quiz_Questions')} value="" as="p" /></section> : <slot />;
  }
  return <QuizView {...props} questions={questions} />;
}

function QuizView({ host, quizId, mediaId, sharePrefix, quizTitle, eyebrow, headline, description, displayNumber,
  showDividerLine, hideShareControls, hideDataTeaser, questions }: Omit<Props, 'questions'> & { questions: QuizQuestion[] }) {
  const mobile = useMobile();
  const [progress, setProgress] = useState(() => nav.startProgress(questions.length));
  const [steps, setSteps] = useState<AnswerSteps[]>(() => questions.map(() => NO_STEPS));
  const latest = useRef(progress);
  latest.current = progress;
  const stops = useRef<Array<() => void>>([]);
  const history = useAsync(fetchQuizHistory, quizId || null, { failures: historyFailures });
  const shareLink = quizShareLink(location.href, sharePrefix, mediaId);
  const correctIn = (p: nav.QuizProgress) => p.answers.filter((choice, i) => choice === questions[i]!.correctOption).length;
  const scoreText = (p: nav.QuizProgress) => {
    const right = correctIn(p);
    return t('Quiz_Score', { correct: right, total: questions.length, percent: scorePercent(right, questions.length) });
  };
  const correct = correctIn(progress);
  const finished = nav.allAnswered(progress);

  useEffect(() => {
    emit('quiz:loaded', { id: quizId });
    // The list of running celebrations is one array for the component's life (answers fill its slots).
    const running = stops.current;
    return () => {
      running.forEach((stop) => stop());
      endCelebration();
    };
  }, [quizId]);

  const showSteps = (index: number, isCorrect: boolean) => (next: AnswerSteps) => {
    setSteps((all) => {
      const before = all[index]!;
      if (next.isConfettiVisible && !before.isConfettiVisible) celebrate();
      if (!next.isConfettiVisible && before.isConfettiVisible) endCelebration();
      return all.map((old, i) => (i === index ? next : old));
    });
    if (next.isResponseSlideVisible && !next.isAnimationCompleted) {
      const q = questions[index]!;
      const response = `${(isCorrect ? q.correctResponseTitle : q.incorrectResponseTitle) || t(isCorrect ? 'Quiz_Correct' : 'Quiz_Incorrect')} ${isCorrect ? q.correctResponseText : q.incorrectResponseText}`.trim();
      // The last answer's response carries the score, in one announcement on every screen (two in
      // a row would replace each other in the live region before the first is read).
      announce(nav.allAnswered(latest.current) ? `${response} ${scoreText(latest.current)}` : response);
    }
  };

  /** The reader's choice (E§4): only the first counts; the steps play, the page hears, the vote is posted. */
  const choose = (index: number, option: QuizOptionId) => {
    const before = latest.current;
    const after = nav.answer(before, index, option);
    if (after === before) return;
    latest.current = after;
    setProgress(after);
    const question = questions[index]!;
    const isCorrect = option === question.correctOption;
    emit('quiz:answered', { id: quizId, mediaId, activeQuestionIndex: index, isCorrect });
    if (quizId) void postQuizAnswer({ quizId, questionId: question.id, usersChoice: option, sessionId: quizSessionId() });
    stops.current[index] = playAnswer(isCorrect, !prefersReducedMotion(), showSteps(index, isCorrect));
  };

  useOpenByLink(host, sharePrefix, mediaId, (option) => choose(0, option));

  /** Moves to another slide and takes the keyboard focus to its heading. */
  const move = (next: nav.QuizProgress) => {
    if (next === progress) return;
    setProgress(next);
    requestAnimationFrame(() => host.shadowRoot?.querySelector<HTMLElement>(`[data-slide="${next.active}"] [tabindex="-1"]`)?.focus());
  };
  const withShareSlide = mobile;
  const track = { '--_index': progress.active } as CSSProperties;

  return (
    <section className="quiz" part="base" aria-label={quizTitle || headline || t('Quiz_Label')}>
      <header className="header" part="header">
        {eyebrow && <p className="eyebrow" part="eyebrow">{eyebrow}</p>}
        <EditorField name="Headline" value={headline} as="h2" className="headline" part="headline" />
        {description && <p className="description" part="description">{description}</p>}
      </header>
      {showDividerLine && <hr className="divider" part="divider" />}
      <ol className="navigator" part="navigator" aria-label={t('Quiz_Navigator')}>
        {questions.map((question, index) => (
          <li key={question.id}>
            <button
              type="button" className="step" part="navigator-item" aria-current={index === progress.active ? 'step' : undefined}
              aria-label={t('Quiz_GoToQuestion', { number: index + 1 })}
              disabled={index !== progress.active && !nav.canGoTo(progress, index)}
              onClick={() => move(nav.goTo(progress, index))}
            >{index + 1}</button>
          </li>
        ))}
      </ol>
      <div className="viewport">
        <div className="track" part="track" style={track}>
          {questions.map((question, index) => (
            <div key={question.id} className="slot" data-slide={index}>
              <QuestionSlide
                question={question} index={index} total={questions.length} displayNumber={displayNumber}
                choice={progress.answers[index]!} steps={steps[index]!} shown={index === progress.active}
                shares={hideDataTeaser ? null : optionShares(question, history.data ?? [], progress.answers[index]!)}
                onChoose={(option) => choose(index, option)}
              />
            </div>
          ))}
          {withShareSlide && finished && (
            <div className="slot" data-slide={questions.length}>
              <ShareSlide correct={correct} total={questions.length} link={shareLink} title={quizTitle || headline}
                hideShareControls={hideShareControls} shown={progress.active === questions.length} />
            </div>
          )}
        </div>
      </div>
      <div className="controls" part="controls">
        <button type="button" className="control" part="previous" disabled={!nav.canGoPrevious(progress)} onClick={() => move(nav.goPrevious(progress))}>
          {t('Quiz_Previous')}
        </button>
        <button type="button" className="control" part="next" disabled={!nav.canGoNext(progress, withShareSlide)} onClick={() => move(nav.goNext(progress, withShareSlide))}>
          {t('Quiz_Next')}
        </button>
      </div>
      {/* On desktop the score and the share options (E§2) follow the last answer under the quiz. */}
      {finished && !mobile && <ScoreSummary correct={correct} total={questions.length} />}
      {finished && !mobile && !hideShareControls && <ShareLinks link={shareLink} title={quizTitle || headline} />}
    </section>
  );
}
