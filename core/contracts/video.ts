import { array, object, optional, string, type Infer } from 'superstruct';

/** Header carrying the player policy key on video-service calls (A§7). */
export const VIDEO_POLICY_HEADER = 'BCOV-Policy';

/** One rendition; `src` is protocol-relative (`//host/path.mp4`), `container` e.g. MP4 or M2TS. */
export const VideoSource = object({
  src: string(),
  container: optional(string()),
  type: optional(string()),
});

/** GET {video}/videos/{videoId} (A§7). */
export const VideoResponse = object({
  videoId: string(),
  name: optional(string()),
  poster: optional(string()),
  sources: array(VideoSource),
});
export type VideoResponse = Infer<typeof VideoResponse>;
