/** `mck/use-signals-first` (use-signals-first.mjs) through ESLint's RuleTester. */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
// @ts-expect-error: plain .mjs module without declarations
import rule from './use-signals-first.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const IMPORTS = `
import { useSignals } from '@preact/signals-react/runtime';
import { signal } from '@preact/signals-react';
import { user } from '../../core/session/session.js';
`;
const missing = (component: string, read: string) => ({ messageId: 'missing', data: { component, read } });

tester.run('use-signals-first', rule, {
  valid: [
    { name: 'useSignals() before the read', code: `${IMPORTS} export function Name() { useSignals(); return <p>{user.value?.firstName}</p>; }` },
    { name: 'useSignals() after other hooks, before the read', code: `${IMPORTS} function Name() { const id = useId(); useSignals(); return <p id={id}>{user.value?.firstName}</p>; }` },
    { name: 'a read in an event handler is not a render read', code: `${IMPORTS} function Out() { return <button onClick={() => user.value && signOut()}>Out</button>; }` },
    { name: 'a read in an effect is not a render read', code: `${IMPORTS} function Log() { useEffect(() => console.log(user.value), []); return null; }` },
    { name: 'a helper that is no component', code: `${IMPORTS} function nameOf() { return user.value?.firstName; }` },
    { name: 'a prop with a value field is no signal', code: `function Choice({ option }) { return <option value={option.value}>{option.label}</option>; }` },
    { name: "the DOM's and a ref's values are no signals", code: `function Field() { const ref = useRef(null); const v = ref.current.value; return <input ref={ref} defaultValue={v} />; }` },
    { name: 'a write is no read', code: `const count = signal(0); function Reset() { count.value = 0; return null; }` },
  ],
  invalid: [
    {
      name: 'a read and no useSignals()',
      code: `${IMPORTS} export function SaveDialog() { const id = user.value?.id ?? ''; return <p>{id}</p>; }`,
      errors: [missing('SaveDialog', 'user.value')],
    },
    {
      name: 'useSignals() after the read',
      code: `${IMPORTS} function Name() { const name = user.value?.firstName; useSignals(); return <p>{name}</p>; }`,
      errors: [missing('Name', 'user.value')],
    },
    {
      name: 'useSignals() inside an `if` does not count',
      code: `${IMPORTS} function Name({ on }) { if (on) { useSignals(); } return <p>{user.value?.firstName}</p>; }`,
      errors: [missing('Name', 'user.value')],
    },
    {
      name: 'an arrow component with an expression body',
      code: `${IMPORTS} const Name = () => <p>{user.value?.firstName}</p>;`,
      errors: [missing('Name', 'user.value')],
    },
    {
      name: 'a component through memo() reading a module signal',
      code: `${IMPORTS} const count = signal(0); const Count = memo(function () { return <p>{count.value}</p>; });`,
      errors: [missing('Count', 'count.value')],
    },
    {
      name: "a signal that is another object's property",
      code: `function Status({ form }) { return <p>{form.status.value}</p>; }`,
      errors: [missing('Status', 'form.status.value')],
    },
  ],
});
