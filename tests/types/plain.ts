// A page script in plain TypeScript, typed by dist/mck-elements.d.ts alone.

const quiz = document.querySelector('mck-quiz')!;
quiz.questions = [{
  id: 'q1',
  title: 'Which came first?',
  options: { A: 'The chicken', B: 'The egg' },
  correctOption: 'B',
}];
quiz.displayNumber = false;
// @ts-expect-error: questions is an array of questions, not a number
quiz.questions = 42;
// @ts-expect-error: an option is A to D
quiz.questions = [{ id: 'q2', title: 'Pick', options: { A: 'a' }, correctOption: 'E' }];

const pdf = document.createElement('mck-pdf-downloads');
pdf.fullReport = { src: '/report.pdf', pageCount: 12 };
pdf.fullReport = null;

const accordion = document.querySelector('mck-accordion')!;
accordion.items = [{ title: 'One', body: '<p>1</p>' }];
accordion.addEventListener('mck-accordion-toggle', (e) => {
  const index: number = e.detail.index;
  const open: boolean = e.detail.open;
  // @ts-expect-error: the toggle's detail has no "title"
  e.detail.title;
  console.log(index, open);
});
// @ts-expect-error: heading-level is a number
accordion.headingLevel = 'three';

// Absent until mck-loader.js has run, so a script checks first.
const report = window.mck?.diagnostics?.();
if (report) {
  for (const tag of report.tags) console.log(tag.tag, tag.state, tag.error ?? '');
  // @ts-expect-error: a tag's state is one of four words
  const state: 'ok' = report.tags[0]!.state;
  console.log(report.boot, state);
}
window.mck?.events?.subscribe('signed-in', (detail) => console.log(detail));
window.mck?.session?.signOut();

window.addEventListener('mck:signed-in', (e) => console.log(e.detail.user.email, e.detail.user.isPremiumUser));
window.addEventListener('mck:quiz:answered', (e) => {
  const correct: boolean = e.detail.isCorrect;
  // @ts-expect-error: the quiz's id is a string
  const id: number = e.detail.id;
  console.log(correct, id);
});

export {};
