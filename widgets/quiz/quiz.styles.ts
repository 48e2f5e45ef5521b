import { SLIDE_MS, STEP_MS } from './quiz.timings.js';

/*
 * The slides sit side by side in a track that moves by whole widths ({@link SLIDE_MS}), from the
 * inline start (the other way in right-to-left pages); the track is as tall as its tallest slide,
 * so moving between questions changes no height. The icon and the response slide fade in over one
 * step. Reduced motion: no transition at all.
 */
export const quizStyles = `
:host { display: block; }
.quiz { display: flex; flex-direction: column; gap: var(--_space-4); }
.header > * { margin: 0 0 var(--_space-2); }
.eyebrow { font-size: var(--_font-size-sm); font-weight: 600; text-transform: uppercase; letter-spacing: 0.05em; color: var(--_color-muted); }
.headline { font-family: var(--_font-family); font-size: var(--_font-size-3xl); line-height: 1.2; }
.divider { width: 100%; margin: 0; border: 0; border-top: 1px solid var(--_color-muted); }
.navigator { display: flex; flex-wrap: wrap; gap: var(--_space-2); margin: 0; padding: 0; list-style: none; }
.step {
  box-sizing: border-box; min-width: 2.75rem; min-height: 2.75rem; border-radius: 50%; font: inherit; font-weight: 600; cursor: pointer;
  border: 2px solid var(--_color-accent); background: transparent; color: var(--_color-accent);
}
.step[aria-current="step"] { background: var(--_color-accent); color: var(--_color-accent-ink); }
.step:disabled { cursor: default; border-color: var(--_color-muted); color: var(--_color-muted); }
.viewport { overflow: hidden; }
.track { display: flex; transform: translateX(calc(var(--_index) * -100%)); transition: transform ${SLIDE_MS}ms ease-in-out; }
:host(:dir(rtl)) .track { transform: translateX(calc(var(--_index) * 100%)); }
.slot { flex: 0 0 100%; min-width: 0; }
.slide { display: flex; flex-direction: column; gap: var(--_space-3); padding: 4px; } /* room for the focus outline */
.slide > p, .slide > h3 { margin: 0; }
.number { font-size: var(--_font-size-sm); color: var(--_color-muted); }
.title { font-family: var(--_font-family); font-size: var(--_font-size-2xl); line-height: 1.3; }
.title:focus { outline: none; }
.options { display: grid; gap: var(--_space-2); margin: 0; padding: 0; list-style: none; }
.option {
  display: flex; align-items: center; gap: var(--_space-3); box-sizing: border-box; width: 100%; min-height: 3rem; padding: var(--_space-2) var(--_space-3);
  font: inherit; text-align: start; cursor: pointer; border-radius: var(--_radius);
  border: 2px solid var(--_color-accent); background: transparent; color: inherit;
}
.option[aria-disabled="true"] { cursor: default; }
/*
 * The reader's choice is outlined, not filled; once the marks show, the correct option is tinted in
 * the success colour and a wrong choice in the error colour (the accent means "you can press this").
 */
.option[aria-pressed="true"] { box-shadow: inset 0 0 0 2px var(--_color-accent); background: color-mix(in srgb, var(--_color-accent) 8%, var(--_color-surface)); }
/* Answered: the options left unmarked recede (nothing to press any more). */
.option[aria-disabled="true"]:not([data-outcome]) { border-color: var(--_color-line); }
.option[data-outcome="correct"] { border-color: var(--_color-success); background: color-mix(in srgb, var(--_color-success) 10%, var(--_color-surface)); }
.option[data-outcome="incorrect"] { border-color: var(--_color-error); background: color-mix(in srgb, var(--_color-error) 8%, var(--_color-surface)); }
.option[data-outcome="correct"][aria-pressed="true"] { box-shadow: inset 0 0 0 2px var(--_color-success); }
.option[data-outcome="incorrect"][aria-pressed="true"] { box-shadow: inset 0 0 0 2px var(--_color-error); }
.letter { font-weight: 700; }
.text { flex: 1; }
.icon, .share, .response { animation: mck-quiz-in ${STEP_MS}ms ease-out; }
.icon { font-weight: 700; }
.icon.correct [aria-hidden] { color: var(--_color-success); }
.icon.incorrect [aria-hidden] { color: var(--_color-error); }
.share { font-variant-numeric: tabular-nums; }
.response { padding: var(--_space-3); border-inline-start: 4px solid var(--_color-accent); }
.response > * { margin: 0 0 var(--_space-2); }
.response-title { font-weight: 700; }
.related { display: flex; gap: var(--_space-3); align-items: center; color: var(--_color-accent); font-weight: 600; }
.related-eyebrow { display: block; font-size: var(--_font-size-sm); color: var(--_color-muted); }
.thumbnail { width: 4rem; height: auto; }
.controls { display: flex; justify-content: space-between; gap: var(--_space-3); }
.control {
  box-sizing: border-box; min-height: 2.75rem; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); font: inherit; font-weight: 600; cursor: pointer;
  border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink);
}
.control:disabled { cursor: default; opacity: 0.45; }
.summary > p { margin: 0 0 var(--_space-2); }
.score { font-weight: 700; }
.share-links { display: flex; flex-wrap: wrap; gap: var(--_space-3); margin: 0; padding: 0; list-style: none; }
.share-links a { color: var(--_color-accent); font-weight: 600; }
.step:focus-visible, .option:focus-visible, .control:focus-visible, .related:focus-visible, .share-links a:focus-visible {
  outline: 2px solid var(--_color-focus); outline-offset: 2px;
}
@keyframes mck-quiz-in { from { opacity: 0; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  .track { transition: none; }
  .icon, .share, .response { animation: none; }
}
`;
