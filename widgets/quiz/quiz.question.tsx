import type { QuizOptionId } from '../../core/contracts/quiz.js';
import { resolveCtaLink } from '../../core/kits/content/index.js';
import type { QuizQuestion } from './quiz.model.js';
import type { AnswerSteps } from './quiz.steps.js';
import { t } from './quiz.api.js';

export interface QuestionSlideProps {
  question: QuizQuestion;
  index: number;
  total: number;
  displayNumber: boolean;
  choice: QuizOptionId | null;
  steps: AnswerSteps;
  /** Percent of readers per option (in the question's option order); `null` when not shown. */
  shares: number[] | null;
  shown: boolean;
  onChoose: (option: QuizOptionId) => void;
}

/** The related article's link through the content kit's CTA rules; none for a refused URL. */
function RelatedArticle({ article }: { article: NonNullable<QuizQuestion['relatedArticle']> }) {
  const resolved = resolveCtaLink({ url: article.url, text: article.title || t('Quiz_RelatedArticle') });
  if (!resolved.ok) return null;
  const { href, target, rel, text } = resolved.link;
  return (
    <a className="related" part="related-article" href={href} target={target} rel={rel}>
      {article.thumbnail && <img className="thumbnail" src={article.thumbnail.src} alt={article.thumbnail.alt} />}
      <span className="related-text">
        {article.eyebrow && <span className="related-eyebrow">{article.eyebrow}</span>}
        <span>{text}</span>
      </span>
    </a>
  );
}

/** An option's mark after an answer: on the correct option, and on the reader's wrong choice. */
function OptionIcon({ correct }: { correct: boolean }) {
  return (
    <span className={correct ? 'icon correct' : 'icon incorrect'} part="option-icon">
      <span aria-hidden="true">{correct ? '✓' : '✗'}</span>
      <span className="mck-visually-hidden">{correct ? t('Quiz_Correct') : t('Quiz_Incorrect')}</span>
    </span>
  );
}

/**
 * One question's slide: its options as buttons (one answer: a later click changes nothing), then
 * the marks, the readers' shares and the response slide as the answer's steps come.
 */
export function QuestionSlide({ question, index, total, displayNumber, choice, steps, shares, shown, onChoose }: QuestionSlideProps) {
  const answered = choice !== null;
  const isCorrect = choice === question.correctOption;
  const titleId = `quiz-question-${index}`;
  return (
    <div role="group" className="slide question" part="question" aria-labelledby={titleId} inert={!shown} aria-hidden={!shown}>
      {displayNumber && <p className="number" part="question-number">{t('Quiz_QuestionOf', { number: index + 1, total })}</p>}
      <h3 className="title" part="question-title" id={titleId} tabIndex={-1}>{question.title}</h3>
      {question.description && <p className="description" part="question-description">{question.description}</p>}
      <ul className="options" part="options">
        {question.options.map((option, i) => {
          const mark = steps.isIconVisible && (option.id === question.correctOption || option.id === choice);
          return (
            <li key={option.id}>
              <button
                type="button" className="option" part="option"
                aria-pressed={option.id === choice} aria-disabled={answered}
                data-outcome={mark ? (option.id === question.correctOption ? 'correct' : 'incorrect') : undefined}
                onClick={() => onChoose(option.id)}
              >
                <span className="letter" aria-hidden="true">{option.id}</span>
                <span className="text">{option.text}</span>
                {option.id === choice && <span className="mck-visually-hidden">{t('Quiz_YourAnswer')}</span>}
                {mark && <OptionIcon correct={option.id === question.correctOption} />}
                {steps.isResponseSlideVisible && shares && (
                  <span className="share" part="option-share">
                    <span aria-hidden="true">{shares[i]}%</span>
                    <span className="mck-visually-hidden">{t('Quiz_VoteShare', { percent: shares[i]! })}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {steps.isResponseSlideVisible && (
        <div className={steps.isAnimationCompleted ? 'response done' : 'response'} part="response">
          <p className="response-title" part="response-title">
            {(isCorrect ? question.correctResponseTitle : question.incorrectResponseTitle) || t(isCorrect ? 'Quiz_Correct' : 'Quiz_Incorrect')}
          </p>
          <p className="response-text">{isCorrect ? question.correctResponseText : question.incorrectResponseText}</p>
          {question.relatedArticle && <RelatedArticle article={question.relatedArticle} />}
        </div>
      )}
    </div>
  );
}
