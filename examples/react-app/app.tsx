// A React 19 app embedding widgets from the package: `npm install mck-widgets react react-dom`,
// the loader and the CSS on the page (index.html), and this file bundled by the app's own tooling
// (tests/e2e/react-app.spec.ts bundles it with esbuild). Objects, arrays and property-only props
// go through the components of `mck-widgets/react`; plain JSX tags are typed too, for strings.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MckAccordion } from 'mck-widgets/react';

const FAQ = [
  { title: 'What does the firm publish?', body: '<p>Research, articles and interviews.</p>' },
  { title: 'How often?', body: '<p>Every week.</p>' },
];

function App() {
  const [items, setItems] = useState(FAQ);
  const [opened, setOpened] = useState<string[]>([]);
  const [later, setLater] = useState(false);
  return (
    <main className="mck-main-3by1">
      <div>
        <h1>Questions and answers</h1>
        {/* An array and a property-only prop, handed over before the widget's code has loaded. */}
        <MckAccordion
          heading="From React"
          items={items}
          openFirst
          onmck-accordion-toggle={(e) => setOpened((all) => [...all, `${e.detail.index}:${e.detail.open ? 'open' : 'closed'}`])}
        />
        <p data-testid="toggles">{opened.length ? opened.join(', ') : 'No toggles yet'}</p>
        <button type="button" onClick={() => setItems((all) => [...all, { title: 'Added by React', body: '<p>A new array, a new property.</p>' }])}>
          Add a question
        </button>
        <button type="button" onClick={() => setLater(true)}>Show another accordion</button>
        {/* Mounted after the tag is defined: the widget's own property setter takes the array. */}
        {later && <MckAccordion heading="Mounted later" items={[{ title: 'Rendered at once', body: '<p>The element was defined.</p>' }]} />}
        {/* Plain JSX with JSON text: an attribute, which needs no component. */}
        <mck-accordion heading="Plain JSX" items={JSON.stringify([{ title: 'From JSON text', body: '<p>An attribute.</p>' }])} />
      </div>
      <aside />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
