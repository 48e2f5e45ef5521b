import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Quiz } from './quiz.js';
import { quizAttributes } from './quiz.api.js';
import { quizStyles } from './quiz.styles.js';

/**
 * Multi-question quiz (E§2 item 11, E§3 Quiz and Question, E§4, E§5, E§7, E§9): up to 5 questions,
 * each with options A–D as buttons. The first choice is the answer (later clicks change nothing):
 * the option's mark shows after 150 ms, the response slide (the correct or incorrect title, text
 * and the related article) one 600 ms step later for a correct answer and 1050 ms after the choice
 * for an incorrect one, and the animation completes one step after that. A correct answer throws
 * confetti (canvas-confetti: 150 pieces, gravity 0.15) for 5000 ms. After an answer each option
 * shows the share of readers who chose it (whole percents summing to 100), from the votes the
 * forms service counts; the answer is posted there with a captcha token for the action
 * `quiz_submit` (its result and failures ignored; a failed history shows no shares). The service
 * refuses a vote without that token, so a page without a captcha provider (the config's
 * `captchaSiteKey` and reCAPTCHA's script) posts no answers: readers still see the shares of
 * earlier votes, and their own answer counts in what they see, but no new vote is counted.
 *
 * Next and previous move between questions (a 1000 ms slide); the navigator opens answered
 * questions only. Once every question is answered the score summary shows its band (at least 75 %
 * good, 50–74 % average, below 50 % bad) with the quiz's share links (E§2 share options: LinkedIn,
 * X, Facebook, email; none with `hide-share-controls`): on mobile on a final slide, else under the
 * questions. Results are announced in the page's live region.
 *
 * The quiz is opened (scrolled to, 73 px below a sticky share bar, else 10 px) by its share link
 * `{page url}#/{share-prefix}/quiz-{media-id}` (a link ending in `/B` also selects option B of the
 * first question 500 ms later) or a page event named after its media id. It publishes the page
 * events `quiz:loaded` and `quiz:answered`. Under `prefers-reduced-motion` nothing slides, fades
 * or throws confetti.
 *
 * The questions are the `questions` JSON attribute (checked by its type: a malformed one shows the
 * error state); what the CMS prints inside the tag (the questions as a list) is shown until the
 * quiz renders, and without JavaScript. Without questions visitors keep that content; editors see a
 * placeholder.
 *
 * Keyboard: Tab reaches the navigator, the options and the previous / next buttons; Enter or Space
 * chooses an option. After a move the focus goes to the shown question.
 *
 * Screen readers: a region named by the quiz's title; the navigator is a list of buttons "Question
 * N", the shown one aria-current="step". Each question is a group named by its title (hidden ones
 * inert); options are aria-pressed buttons read with "Your answer", the mark and the readers' share
 * in words. The response is announced, and on wider screens the score.
 *
 * @tagname mck-quiz
 * @summary Multi-question quiz with readers' votes, score bands and share links.
 *
 * @slot - Server-rendered fallback (the questions as a list) shown until the quiz renders.
 *
 * @cssprop --mck-color-accent - Options, navigator and buttons.
 * @cssprop --mck-font-family - Headline and question titles.
 */
export class QuizElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Quiz,
  attributes: quizAttributes,
  styles: quizStyles,
}) {}

registerWidget(QuizElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-quiz': QuizElement;
  }
}
