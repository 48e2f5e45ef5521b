import { type Struct, object } from 'superstruct';

/**
 * Most services wrap their payload as `{ data: … }` (the spec's "response data.data" is the
 * axios view of that body). One helper so every contract spells the envelope the same way.
 */
export const envelope = <T, S>(inner: Struct<T, S>) => object({ data: inner });
