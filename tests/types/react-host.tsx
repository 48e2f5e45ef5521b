// A React 19 host rendering widgets in TSX, typed by dist/mck-elements.d.ts and dist/mck-elements.react.d.ts alone.
import { useState } from 'react';
import { MckAccordion, MckQuiz } from 'mck-widgets/react';

const questions = [{ id: 'q1', title: 'Which came first?', options: { A: 'The chicken', B: 'The egg' }, correctOption: 'B' as const }];

export function Host() {
  const [open, setOpen] = useState<number[]>([]);
  return (
    <main className="page">
      <mck-accordion
        heading="Questions"
        heading-level={3}
        open-first
        hydrate="idle"
        items={JSON.stringify([{ title: 'One', body: '<p>1</p>' }])}
        onmck-accordion-toggle={(e) => setOpen((all) => (e.detail.open ? [...all, e.detail.index] : all.filter((i) => i !== e.detail.index)))}
      />
      <mck-quiz quiz-id="q" questions={questions} displayNumber={false} />
      <mck-pdf-downloads fullReport={{ src: '/report.pdf', name: 'Full report' }} />
      <mck-hero cta={{ linkType: 'internal', text: 'Read more', url: '/insights' }} />
      {/* @ts-expect-error: questions takes questions or JSON text, not a number */}
      <mck-quiz questions={42} />
      {/* @ts-expect-error: hydrate is one of the loader's strategies */}
      <mck-accordion hydrate="soon" />
      {/* @ts-expect-error: the toggle's detail has no "title" */}
      <mck-accordion onmck-accordion-toggle={(e) => console.log(e.detail.title)} />
      {/* The components of mck-widgets/react take the tag's props, arrays and property-only ones included. */}
      <MckAccordion items={[{ title: 'One', body: '<p>1</p>' }]} openFirst onmck-accordion-toggle={(e) => setOpen([e.detail.index])} />
      <MckQuiz quiz-id="q" questions={questions} displayNumber={false} />
      {/* @ts-expect-error: an accordion item has a title and a body */}
      <MckAccordion items={[{ heading: 'One' }]} />
      <p>{open.length} open</p>
    </main>
  );
}
