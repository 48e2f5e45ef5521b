import { number, object, optional, string, type, type Infer } from 'superstruct';

/**
 * GET {audio}/oembed?url={track page} (E§7: "the result's html is rendered"). oEmbed answers carry
 * more fields (version, provider_name, …); only `html` is used, so the others are let through.
 */
export const PodcastOembed = type({
  html: string(),
  title: optional(string()),
});
export type PodcastOembed = Infer<typeof PodcastOembed>;

/** GET {audio}/tracks/{trackId}: the sound host's track info (E§8: its failure is silent). */
export const TrackInfo = type({
  id: string(),
  title: string(),
  user: optional(object({ username: string() })),
  /** Length in milliseconds, as the sound host gives it. */
  duration: optional(number()),
});
export type TrackInfo = Infer<typeof TrackInfo>;
