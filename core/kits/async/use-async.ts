import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { createResource, type AsyncState, type Loader, type Resource, type ResourceOptions } from './resource.js';

/**
 * A {@link Resource} owned by the component: created once (options are read then), always calling
 * the latest `load`, and aborted when the component unmounts.
 */
export function useResource<A, T>(load: Loader<A, T>, options?: ResourceOptions<T>): Resource<A, T> {
  const latest = useRef(load);
  latest.current = load;
  const [resource] = useState(() => createResource<A, T>((args, signal) => latest.current(args, signal), options));
  useEffect(() => () => resource.reset(), [resource]);
  return resource;
}

/**
 * Declarative call: runs `load(args)` whenever `args` changes (compared by value, as JSON), and
 * stays `waiting` while `args` is `null` (not in view yet, a query too short to search).
 * Returns the current state; the component re-renders as it changes.
 *
 * @example const video = useAsync(loadVideoSource, seen ? videoId : null);
 */
export function useAsync<A, T>(load: Loader<A, T>, args: A | null, options?: ResourceOptions<T>): AsyncState<T> & Pick<Resource<A, T>, 'run' | 'reset'> {
  useSignals();
  const resource = useResource(load, options);
  const key = args === null ? null : JSON.stringify(args);
  useEffect(() => {
    if (args === null) resource.reset();
    else void resource.run(args);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `args` by value: a new but equal object must not call again
  }, [resource, key]);
  return { ...resource.state.value, run: resource.run, reset: resource.reset };
}
