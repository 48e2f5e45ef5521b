import { number, optional, string, type, type Infer } from 'superstruct';

/**
 * GET {cms}/oembed/ceros?url={experience} (E§7 "a Ceros oembed endpoint … html is rendered"): the
 * CMS answers Ceros's oEmbed for the experience, unwrapped (oEmbed's own shape, not `{ data }`).
 * `width` and `height` give the experience's aspect ratio; the other oEmbed fields pass through.
 */
export const CerosOembed = type({
  html: string(),
  width: optional(number()),
  height: optional(number()),
  title: optional(string()),
});
export type CerosOembed = Infer<typeof CerosOembed>;
