import { useEffect, useRef, useState } from 'react';
import { createForm, type Form, type FormSpec } from './form.js';

/**
 * The component's form: created once (the spec is read then, except `send`, which is always the
 * latest), and a submit in flight is aborted when the component unmounts. Render it with `<Form>`.
 */
export function useForm<F extends string, R>(spec: FormSpec<F, R>): Form<F, R> {
  const send = useRef(spec.send);
  send.current = spec.send;
  const [form] = useState(() => createForm<F, R>({ ...spec, send: (values, context) => send.current(values, context) }));
  useEffect(() => () => form.dispose(), [form]);
  return form;
}
